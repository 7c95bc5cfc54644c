import { redirect } from 'react-router'
import type { Route } from './+types/cms-redirect'

/** spec 1 §2 /cms/_: the editor redirect; under a market's base path React Router adds it (`/ar/cms`). */
export function loader(_: Route.LoaderArgs) {
  throw redirect('/cms')
}
