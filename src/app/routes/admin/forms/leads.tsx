import { fillDays, defaultPeriod } from '~/admin/forms/chart.ts'
import { allFormRows, leadsPerDay } from '~/admin/forms/forms-admin.server.ts'
import { LeadsOverviewScreen } from '~/admin/forms/LeadsOverviewScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/leads'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const db = context.services.database.db
  const period = defaultPeriod(new Date())
  const [forms, perDay] = await Promise.all([allFormRows(db, context.site.id), leadsPerDay(db, context.site.id, period)])
  return { forms: forms.map((form) => ({ form, days: fillDays(perDay.get(form.id) ?? [], period.from, period.to) })) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Leads · Admin' }]

export default function AdminLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsOverviewScreen {...loaderData} />
}
