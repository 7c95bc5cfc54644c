import { findPersonLeads } from '~/admin/forms/forms-admin.server.ts'
import { PersonDataScreen } from '~/admin/forms/PersonDataScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/person'

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin'])
  const email = (new URL(request.url).searchParams.get('email') ?? '').trim().slice(0, 254)
  return { email, leads: email ? await findPersonLeads(context.services.database.db, user, context.site.id, email) : null }
}

export const meta: Route.MetaFunction = () => [{ title: "A person's data · Admin" }]

export default function AdminPersonData({ loaderData }: Route.ComponentProps) {
  return <PersonDataScreen key={loaderData.email} {...loaderData} />
}
