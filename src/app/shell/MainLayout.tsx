import { lazy, Suspense, type ReactNode } from 'react'
import type { ToolbarState } from '~/cms/toolbar.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { FooterSearch, SearchButton, SearchHost } from '~/search/ui/SearchEntry.tsx'
import { Fab } from './Fab.tsx'
import { ExitPopupHost } from './ExitPopupHost.tsx'
import { BasicPopupHost } from './BasicPopupHost.tsx'
import type { FabItem } from '~/ui/fab.ts'
import { DEFAULT_FAB_OPTIONS } from '~/ui/fab.ts'
import type { Breadcrumb } from '~/content/schemas.ts'
import type { Shell } from './shell.server.ts'
import { useLocation } from 'react-router'
import { useIsClient } from '~/ui/use-is-client.ts'
import { LinkResolutionContext } from '~/ui/link-resolution.ts'

// Loaded only when a toolbar is shown, so visitors' pages ship none of its code.
const EditorToolbar = lazy(() => import('~/cms/EditorToolbar.tsx'))

/** spec 1 §2 Main layout, in order: navigation, page content, footer with its search, the global FAB, popups (search, exit, basic), editor toolbar. */
export function MainLayout({
  shell,
  breadcrumbs,
  toolbar,
  readyToGoBar = null,
  children,
}: {
  shell: Shell
  breadcrumbs?: Breadcrumb[]
  toolbar?: ToolbarState | null
  /** The page's Ready To Go Bar, whose items override the global floating button's (spec 1 §4). */
  readyToGoBar?: { items: readonly FabItem[]; fabDisabled: boolean } | null
  children: ReactNode
}) {
  // The visitor's query for predefined links' pass-through parameters, known only in the browser:
  // a cached page is rendered without it (ADR 039, ADR 170).
  const { search } = useLocation()
  const linkSearch = useIsClient() ? search : null
  const page = (
    <>
      <a className="fc-skip-link" href="#main">
        {shell.texts.skipLink}
      </a>
      {shell.navigation.enabled && (
        <Header
          navigation={shell.navigation}
          languages={shell.languages}
          siteName={shell.site.name}
          texts={shell.texts}
          breadcrumbs={breadcrumbs}
          search={shell.search && <SearchButton />}
        />
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer
        footer={shell.footer}
        siteName={shell.site.name}
        consentSettings={shell.consent.config ? shell.consent.texts.settings : null}
        search={shell.search && <FooterSearch />}
        texts={shell.texts}
      />
      <Fab
        input={{
          globalItems: shell.fab.items,
          readyToGoBar,
          disabledOnPage: shell.fab.disabledOnPage,
          options: shell.fab.options ?? DEFAULT_FAB_OPTIONS,
        }}
        texts={shell.overlayTexts}
      />
      <BasicPopupHost popup={shell.basicPopup} basePath={shell.site.basePath} texts={shell.overlayTexts} />
      <ExitPopupHost settings={shell.exitPopup} texts={shell.overlayTexts} />
      {toolbar && shell.user && (
        <Suspense fallback={null}>
          <EditorToolbar state={toolbar} role={shell.user.role} base={shell.site.basePath} />
        </Suspense>
      )}
    </>
  )
  const withLinks = <LinkResolutionContext value={{ ...shell.links, search: linkSearch }}>{page}</LinkResolutionContext>
  return shell.search ? (
    <SearchHost settings={{ texts: shell.search.texts, basePath: shell.site.basePath }}>{withLinks}</SearchHost>
  ) : (
    withLinks
  )
}
