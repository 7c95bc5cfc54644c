import { data } from 'react-router'
import { LeadScreen } from '~/admin/forms/LeadScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { consentPlainText } from '~/forms/consent-text.ts'
import { readLead } from '~/forms/leads.server.ts'
import { idParam } from '~/lib/api-problems.ts'
import { ServiceError } from '~/lib/http.server.ts'
import type { Route } from './+types/lead'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin'])
  const [formId, leadId] = [idParam(params.formId), idParam(params.leadId)]
  if (formId === null || leadId === null) throw data('This lead could not be found', { status: 404 })
  try {
    // The read is in the audit log.
    const lead = await readLead(context.services.database.db, context.services.jobs, user, context.site.id, formId, leadId)
    // A consent as the visitor read it: a link as its words and address, not its markup. Made here,
    // on the server, so the form's consent module stays out of the back office's scripts.
    return { lead: { ...lead, consents: lead.consents.map((consent) => ({ ...consent, text: consentPlainText(consent.text) })) } }
  } catch (error) {
    if (error instanceof ServiceError) throw data(error.detail, { status: error.status })
    throw error
  }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Lead ${data?.lead.id ?? ''} · Admin` }]

export default function AdminLead({ loaderData }: Route.ComponentProps) {
  return <LeadScreen {...loaderData} />
}
