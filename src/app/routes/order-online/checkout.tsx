import { revalidateUnlessInPage } from '~/lib/in-page-address.ts'
import { CheckoutPage } from '~/orders/ui/CheckoutPage.tsx'
import type { Route } from './+types/checkout'
import { loadJourneyCheckout } from '../order-online.server.ts'
import { JourneyPage, journeyMeta } from './journey-page.tsx'

/** spec 3 §2 checkout (stock-locator-order-online-checkout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneyCheckout(request, context)
}

/** Moving between the steps (`?step=`) needs no new data from the server. */
export const shouldRevalidate = revalidateUnlessInPage

export const meta: Route.MetaFunction = ({ data }) => journeyMeta(data)

export default function JourneyCheckout({ loaderData }: Route.ComponentProps) {
  return (
    <JourneyPage category={loaderData.category}>
      <CheckoutPage {...loaderData} />
    </JourneyPage>
  )
}
