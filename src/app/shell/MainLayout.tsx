import type { ReactNode } from 'react'
import { Footer } from '~/footer/Footer.tsx'
import { Header } from '~/navigation/Header.tsx'
import type { Breadcrumb } from '~/content/schemas.ts'
import type { Shell } from './shell.server.ts'

/** spec 1 §2 Main layout, in order: navigation, page content, footer (later: search, popups, FAB, modals). */
export function MainLayout({ shell, breadcrumbs, children }: { shell: Shell; breadcrumbs?: Breadcrumb[]; children: ReactNode }) {
  return (
    <>
      <a className="fc-skip-link" href="#main">Skip to content</a>
      {shell.navigation.enabled && <Header navigation={shell.navigation} languages={shell.languages} siteName={shell.site.name} breadcrumbs={breadcrumbs} />}
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer footer={shell.footer} siteName={shell.site.name} />
    </>
  )
}
