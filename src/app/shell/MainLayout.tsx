import { lazy, Suspense, type ReactNode } from 'react'
import type { ToolbarState } from '~/cms/toolbar.ts'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { FooterSearch, SearchButton, SearchHost } from '~/search/ui/SearchEntry.tsx'
import type { Breadcrumb } from '~/content/schemas.ts'
import type { Shell } from './shell.server.ts'

// Loaded only when a toolbar is shown, so visitors' pages ship none of its code.
const EditorToolbar = lazy(() => import('~/cms/EditorToolbar.tsx'))

/** spec 1 §2 Main layout, in order: navigation, page content, footer popup search, (later: popups, FAB, modals), editor toolbar. */
export function MainLayout({
  shell,
  breadcrumbs,
  toolbar,
  children,
}: {
  shell: Shell
  breadcrumbs?: Breadcrumb[]
  toolbar?: ToolbarState | null
  children: ReactNode
}) {
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
      />
      {toolbar && shell.user && (
        <Suspense fallback={null}>
          <EditorToolbar state={toolbar} role={shell.user.role} base={shell.site.basePath} />
        </Suspense>
      )}
    </>
  )
  return shell.search ? <SearchHost settings={{ texts: shell.search.texts, basePath: shell.site.basePath }}>{page}</SearchHost> : page
}
