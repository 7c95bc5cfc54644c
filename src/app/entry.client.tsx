import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadBlockRenderers } from '~/blocks/renderers.ts'

// Block renderers are chunks of their own (ADR 013): load those the server rendered, then hydrate,
// so hydration finds every block's component and the markup is kept as it is.
const templates = [...document.querySelectorAll<HTMLElement>('[data-template]')].map((el) => el.dataset.template!)

void loadBlockRenderers(templates).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
