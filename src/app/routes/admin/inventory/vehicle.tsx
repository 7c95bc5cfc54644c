import { data } from 'react-router'
import { VehicleScreen } from '~/admin/inventory/VehicleScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { idParam } from '~/lib/api-problems.ts'
import { ServiceError } from '~/lib/http.server.ts'
import { imageListQuerySchema, imageThumbnailUrl } from '~/media/library.ts'
import { listImages } from '~/media/library.server.ts'
import { getVehicle } from '~/stock/write/admin.server.ts'
import { marketMediaBase } from '~/ui/media-base.ts'
import type { Route } from './+types/vehicle'

/** How many of the library's newest images the photo picker offers. */
const LIBRARY_PICKS = 100

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const id = idParam(params.vehicleId)
  if (id === null) throw data('This vehicle could not be found', { status: 404 })
  const db = context.services.database.db
  try {
    const [vehicle, images] = await Promise.all([
      getVehicle(db, context.site.id, id),
      listImages(db, context.site, imageListQuerySchema.parse({ per_page: LIBRARY_PICKS })),
    ])
    const base = marketMediaBase(context.site.basePath)
    const library = images.data.map((image) => ({
      id: image.id,
      title: image.title ?? image.file_name,
      thumb: image.url,
      // spec 3 §3 photos[]: normal, medium, hd, quarter_hd — the library's sizes nearest to each.
      photo: {
        normal: imageThumbnailUrl(image.id, 1280, base),
        medium: imageThumbnailUrl(image.id, 640, base),
        hd: imageThumbnailUrl(image.id, 1920, base),
        quarter_hd: imageThumbnailUrl(image.id, 320, base),
      },
    }))
    return { vehicle, library }
  } catch (error) {
    if (error instanceof ServiceError) throw data(error.detail, { status: error.status })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [{ title: `${loaded?.vehicle.vin ?? 'Vehicle'} · Inventory · Admin` }]

export default function AdminInventoryVehicle({ loaderData }: Route.ComponentProps) {
  return <VehicleScreen key={loaderData.vehicle.updated_at} {...loaderData} />
}
