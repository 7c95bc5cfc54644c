import { ConfirmationPage } from '~/orders/ui/ConfirmationPage.tsx'
import type { Route } from './+types/confirmation'
import { loadJourneyConfirmation } from '../order-online.server.ts'
import { JourneyPage, journeyMeta } from './journey-page.tsx'

/** spec 3 §2 confirmation/:orderNumber: the order; the confirmation-failure page for an unknown one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneyConfirmation(request, context)
}

export const meta: Route.MetaFunction = ({ data }) => journeyMeta(data)

export default function JourneyConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <JourneyPage category={loaderData.category}>
      <ConfirmationPage base={loaderData.base} order={loaderData.order} written={loaderData.written} />
    </JourneyPage>
  )
}
