import { redirect } from 'react-router'
import type { Route } from './+types/cms-redirect'

/** spec 1 §2 /cms/_: the editor redirect (of the market under its base path). */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(`${context.appBase}/cms`)
}
