import { VehiclePage } from '~/orders/ui/VehiclePage.tsx'
import type { Route } from './+types/vehicle'
import { loadJourneyDetails } from '../order-online.server.ts'
import { JourneyPage, journeyMeta } from './journey-page.tsx'

/** spec 3 §2 vehicle/:vehicleId? (stock-locator-order-online-details). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadJourneyDetails(request, context)
}

export const meta: Route.MetaFunction = ({ data }) => journeyMeta(data)

export default function JourneyVehicle({ loaderData }: Route.ComponentProps) {
  return (
    <JourneyPage category={loaderData.category}>
      <VehiclePage
        base={loaderData.base}
        result={loaderData.result}
        checkoutHref={loaderData.checkoutHref}
        vehicleId={loaderData.vehicleId}
        confirmationBase={loaderData.confirmationBase}
      />
    </JourneyPage>
  )
}
