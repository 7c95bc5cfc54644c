import type { Route } from './+types/success'
import { loadJourneySuccess } from '../order-online.server.ts'

/** spec 3 §2 success (stock-locator-order-online-success): the order's confirmation page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneySuccess(request, context)
}

export default function JourneySuccess() {
  return null
}
