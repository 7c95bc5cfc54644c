import { data } from 'react-router'
import { defaultPeriod, fillDays } from '~/admin/forms/chart.ts'
import { leadsPerDay, listLeadRows } from '~/admin/forms/forms-admin.server.ts'
import { leadListQuery } from '~/admin/forms/lead-query.ts'
import { LeadsScreen } from '~/admin/forms/LeadsScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { findForm } from '~/forms/forms.server.ts'
import { idParam } from '~/lib/api-problems.ts'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import type { Route } from './+types/form-leads'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin'])
  const db = context.services.database.db
  const id = idParam(params.formId)
  const form = id === null ? null : await findForm(db, context.site.id, id)
  if (!form) throw data('This form could not be found', { status: 404 })
  const query = listQueryFromUrl(leadListQuery, new URL(request.url))
  // The chart covers the chosen dates, or the 30 days up to the To date (or today).
  const fallback = defaultPeriod(query.to ? new Date(`${query.to}T12:00:00Z`) : new Date())
  const period = { from: query.from ?? fallback.from, to: query.to ?? fallback.to }
  const [list, perDay] = await Promise.all([
    listLeadRows(db, user, context.site.id, form.id, query),
    leadsPerDay(db, context.site.id, period, form.id),
  ])
  return { form: { id: form.id, name: form.name }, list, query, days: fillDays(perDay.get(form.id) ?? [], period.from, period.to) }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Leads of ${data?.form.name ?? 'a form'} · Admin` }]

export default function AdminFormLeads({ loaderData }: Route.ComponentProps) {
  return <LeadsScreen {...loaderData} />
}
