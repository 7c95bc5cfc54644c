import { data } from 'react-router'
import type { Route } from './+types/not-found'
import { PAINT_FIRST } from '~/app/shell/paint-first.ts'

/**
 * spec 1 §2 /404: the default error page, answered with status 404. The root's error boundary
 * shows it, with the root's meta (its title).
 */
export function loader(_: Route.LoaderArgs) {
  throw data({ reason: 'not-found' }, { status: 404 })
}

/** Visitors land here: its scripts come after the first paint (ADR 095). */
export const handle = PAINT_FIRST

export default function NotFoundRoute() {
  return null
}
