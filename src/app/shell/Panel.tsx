import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import { openConsentPreferences } from '~/consent/store.ts'
import { useConsent } from '~/consent/use-consent.ts'
import type { Shell } from './shell.server.ts'

/** The default layout (spec 1 §2) for pages outside the site: login, no access, editor landing. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="fc-panel light-theme">
      {/* Its id as the main layout's: the head holds the first frame until #main is parsed (root.tsx). */}
      <main id="main" tabIndex={-1} className="fc-panel__main">
        <section className="fc-panel__card">
          <h1>{title}</h1>
          {children}
        </section>
      </main>
      <PanelFooter />
    </div>
  )
}

/**
 * These pages are the market's and its banner asks for consent on them too, so the way to change
 * one's mind is here as in the main layout's footer (ADR 110: Cookie settings on every page of a
 * market that asks). In the market's language, as the banner and the preferences are, though the
 * page is the back office's English (ADR 128).
 */
function PanelFooter() {
  const { config, texts } = useConsent()
  const shell = useRouteLoaderData<Shell>('root')
  if (!config || !texts) return null
  return (
    <footer className="fc-panel__footer" lang={shell?.lang} dir={shell?.dir}>
      <button type="button" className="fc-link-button fc-panel__consent" aria-haspopup="dialog" onClick={openConsentPreferences}>
        {texts.settings}
      </button>
    </footer>
  )
}
