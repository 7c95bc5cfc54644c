import { SuccessPage } from '~/orders/ui/SuccessPage.tsx'
import type { Route } from './+types/success'
import { loadJourneySuccess } from '../order-online.server.ts'
import { JourneyPage, journeyMeta } from './journey-page.tsx'

/** spec 3 §2 success (stock-locator-order-online-success): on to the confirmation, or its error / failure page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneySuccess(request, context)
}

export const meta: Route.MetaFunction = ({ data }) => journeyMeta(data)

export default function JourneySuccess({ loaderData }: Route.ComponentProps) {
  return (
    <JourneyPage category={loaderData.category}>
      <SuccessPage base={loaderData.base} result={loaderData.result} confirmationBase={loaderData.confirmationBase} />
    </JourneyPage>
  )
}
