import { MetaheadsScreen } from '~/admin/metaheads/MetaheadsScreen.tsx'
import { ServiceError } from '~/lib/http.server.ts'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { getMetahead, listMetaheads, metaheadsListQuery } from '~/content/metaheads-admin.server.ts'
import type { Route } from './+types/metaheads'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const url = new URL(request.url)
  const query = listQueryFromUrl(metaheadsListQuery, url)
  const db = context.services.database.db
  const edit = url.searchParams.get('edit')
  const editing =
    edit === 'new'
      ? ('new' as const)
      : edit && /^\d{1,9}$/.test(edit)
        ? await getMetahead(db, context.site.id, Number(edit)).catch((e: unknown) => {
            if (e instanceof ServiceError) return null
            throw e
          })
        : null
  return { list: await listMetaheads(db, context.site.id, query), query, editing }
}

export const meta: Route.MetaFunction = () => [{ title: 'Metaheads · Admin' }]

export default function AdminMetaheads({ loaderData }: Route.ComponentProps) {
  return <MetaheadsScreen {...loaderData} />
}
