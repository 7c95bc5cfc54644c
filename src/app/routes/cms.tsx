import { SignOut } from '~/admin/AdminLayout.tsx'
import { Panel } from '~/app/shell/Panel.tsx'
import type { Route } from './+types/cms'

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.user!, csrfToken: context.csrfToken }
}

export const meta: Route.MetaFunction = () => [{ title: 'Editor' }, { name: 'robots', content: 'none' }]

/** The signed-in landing of /cms until the visual editor arrives (issue 4). */
export default function Cms({ loaderData }: Route.ComponentProps) {
  return (
    <Panel title="Forecourt editor">
      <p>Signed in as <strong>{loaderData.user.email}</strong> ({loaderData.user.role}).</p>
      <p>The visual page editor will live here: page tree, block catalogue, drafts and publishing.
        Until then, content is managed with <code>forecourt import</code> and <code>forecourt export</code> site bundles.</p>
      <SignOut csrfToken={loaderData.csrfToken} />
    </Panel>
  )
}

