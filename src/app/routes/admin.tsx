import { Panel } from '~/app/shell/Panel.tsx'
import type { Route } from './+types/admin'
import { SignOut } from './cms.tsx'

export function loader({ context }: Route.LoaderArgs) {
  return { user: context.user!, csrfToken: context.csrfToken }
}

export const meta: Route.MetaFunction = () => [{ title: 'Admin' }, { name: 'robots', content: 'none' }]

/** The signed-in landing of /admin (administrators only) until the back office arrives. */
export default function Admin({ loaderData }: Route.ComponentProps) {
  return (
    <Panel title="Forecourt admin">
      <p>Signed in as <strong>{loaderData.user.email}</strong> (admin).</p>
      <p>Settings, metaheads, navigation, dealers, users and the media library will be managed here.
        The content API is described at <a href="/api/content/openapi.json">/api/content/openapi.json</a>.</p>
      <SignOut csrfToken={loaderData.csrfToken} />
    </Panel>
  )
}
