import { MediaScreen } from '~/admin/backoffice/MediaScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { imageListQuerySchema } from '~/media/library.ts'
import { findLibraryImage, imageUsage, imageVehicleUses, listImages, toLibraryImage } from '~/media/library.server.ts'
import { marketMediaBase } from '~/ui/media-base.ts'
import type { Route } from './+types/media'

export async function loader({ request, context }: Route.LoaderArgs) {
  // The media library is an editor's too (its API admits them; ADR 041, ADR 142).
  requireUserWithRole(request, context, ['admin', 'editor'])
  const url = new URL(request.url)
  const parsed = imageListQuerySchema.safeParse(Object.fromEntries(url.searchParams))
  // A hand-edited bad parameter shows the first page instead of failing (the API answers 400).
  const query = parsed.success ? parsed.data : imageListQuerySchema.parse({})
  const db = context.services.database.db
  const id = url.searchParams.get('image')
  const row = id && /^[1-9]\d{0,8}$/.test(id) ? await findLibraryImage(db, context.site.id, Number(id)) : null
  const mediaBase = marketMediaBase(context.site.basePath)
  return {
    mediaBase,
    list: await listImages(db, context.site, query),
    search: query.search ?? '',
    selected: row
      ? {
          image: toLibraryImage(row, mediaBase),
          usage: await imageUsage(db, context.site.id, row.id),
          vehicles: await imageVehicleUses(db, context.site.id, row.id),
        }
      : null,
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Media library · Admin' }]

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  return <MediaScreen {...loaderData} />
}
