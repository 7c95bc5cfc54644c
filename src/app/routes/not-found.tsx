import { data } from 'react-router'
import type { Route } from './+types/not-found'

/** spec 1 §2 /404: the default error page, answered with status 404. */
export function loader(_: Route.LoaderArgs) {
  throw data({ reason: 'not-found' }, { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Page not found' }, { name: 'robots', content: 'none' }]

export default function NotFoundRoute() {
  return null
}
