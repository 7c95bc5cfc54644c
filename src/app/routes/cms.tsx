import { lazy, Suspense } from 'react'
import { data, Link } from 'react-router'
import adminStyles from '~/admin/AdminLayout.module.css'
import { BackOfficeBar } from '~/admin/BackOfficeBar.tsx'
import { switchableMarkets } from '~/auth/guard.server.ts'
import { allBlockStyles } from '~/blocks/block-assets.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { loadEditorContext } from '~/cms/editor-context.server.ts'
import { CmsHome } from '~/cms/CmsHome.tsx'
import { useIsClient } from '~/ui/use-is-client.ts'
import { NoSuchPage } from '~/cms/NoSuchPage.tsx'
import type { Route } from './+types/cms'

// Puck and its CSS live in this chunk only, loaded in the browser (ADR 026).
const EditorApp = lazy(() => import('~/cms/editor/EditorApp.tsx'))

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin', 'editor'])
  const { pageMarket, ...editor } = await loadEditorContext(request, context)
  const markets = await switchableMarkets(request, context, user, 'cms')
  return data(
    {
      user: { email: user.email, role: user.role },
      csrfToken: context.csrfToken,
      markets,
      ...editor,
      // The market that has the page asked for, named only when the user may edit there: no other
      // market's pages are disclosed, not even in the page's data (ADR 184).
      elsewhere: markets.find((m) => m.key === pageMarket && !m.current) ?? null,
      // The preview's block renderers bring no styles of their own (ADR 049): the editor offers every block.
      blockStyles: allBlockStyles(context.services.clientManifest),
    },
    { status: editor.pageHere ? 200 : 404 },
  )
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.pageId ? (data.pageHere ? 'Editing page' : 'No such page') : 'Editor' },
  { name: 'robots', content: 'none' },
]

/** /cms: the page tree; /cms?page=<id>: the editor of that page (spec 1 §2). */
export default function Cms({ loaderData }: Route.ComponentProps) {
  const hydrated = useIsClient()
  const { pageId, language, brand, blockUsage, blockStyles, forms, stockLists, startingTexts, stockTexts } = loaderData
  if (pageId !== null && loaderData.pageHere) {
    return hydrated ? (
      <Suspense fallback={<p>Loading the editor…</p>}>
        {blockStyles.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="blocks" />
        ))}
        <EditorApp
          key={pageId}
          pageId={pageId}
          language={language}
          brand={brand}
          blockUsage={blockUsage}
          forms={forms}
          stockLists={stockLists}
          startingTexts={startingTexts}
          stockTexts={stockTexts}
        />
      </Suspense>
    ) : (
      <p>Loading the editor…</p>
    )
  }
  const { user } = loaderData
  // The editor's home in the back office's look: the admin's bar, tokens and controls.
  return (
    <div className={`${adminStyles.admin} light-theme`}>
      <BackOfficeBar title="Forecourt editor" heading user={user} markets={loaderData.markets} csrfToken={loaderData.csrfToken}>
        {/* Under the market's base path (React Router's basename) when it has one. */}
        {user.role === 'admin' && (
          <Link to="/admin" reloadDocument>
            Admin
          </Link>
        )}
      </BackOfficeBar>
      {pageId === null ? <CmsHome /> : <NoSuchPage pageId={pageId} elsewhere={loaderData.elsewhere} />}
    </div>
  )
}
