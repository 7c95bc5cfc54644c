import { data, Link } from 'react-router'
import { Panel } from '~/app/shell/Panel.tsx'
import type { Route } from './+types/no-access'

/** Answered 403: the page says the request was refused (a crawler or a script reads the status). */
export function loader() {
  return data(null, { status: 403 })
}

export const meta: Route.MetaFunction = () => [{ title: 'No access' }, { name: 'robots', content: 'none' }]

/** spec 1 §6: users without permission for a route land here. */
export default function NoAccess() {
  return (
    <Panel title="No access">
      <p>Your account does not have permission to open that page. Ask an administrator if you need access.</p>
      <Link className="fc-cta" to="/">
        Back to home
      </Link>
    </Panel>
  )
}
