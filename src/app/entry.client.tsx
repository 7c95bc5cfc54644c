import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadBlockRenderers } from '~/blocks/renderers.ts'
import { BLOCK_PART_ATTRIBUTE, loadBlockParts } from '~/blocks/block-parts.ts'
import { watchChunkLoadErrors } from '~/ui/chunk-reload.ts'
import { hydrationStarts } from './shell/before-hydration.ts'

watchChunkLoadErrors(window)

// Block renderers and parts are chunks of their own (ADR 013, 092): load those the server rendered,
// then hydrate, so hydration finds every block's component and the markup is kept as it is.
const templates = [...document.querySelectorAll<HTMLElement>('[data-template]')].map((el) => el.dataset.template!)
const parts = [...document.querySelectorAll(`[${BLOCK_PART_ATTRIBUTE}]`)].flatMap((el) => el.getAttribute(BLOCK_PART_ATTRIBUTE)!.split(' '))

void Promise.all([loadBlockRenderers(templates), loadBlockParts(parts)]).then(() => {
  hydrationStarts()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
})
