import { data } from 'react-router'
import { FormBuilder } from '~/admin/forms/FormBuilder.tsx'
import { builderForm, signingKeys } from '~/admin/forms/forms-admin.server.ts'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listLocations } from '~/forms/locations.server.ts'
import { idParam } from '~/lib/api-problems.ts'
import type { Route } from './+types/builder'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const { database } = context.services
  const id = idParam(params.formId)
  const form = id === null ? null : await builderForm(database.db, context.site.id, id)
  if (!form) throw data('This form could not be found', { status: 404 })
  return {
    form,
    signingKeys: await signingKeys(database, context.site.id, form),
    locations: (await listLocations(database.db, context.site.id)).map(({ id, name }) => ({ id, name })),
  }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.form.name ?? 'Form'} · Forms · Admin` }]

export default function AdminFormBuilder({ loaderData }: Route.ComponentProps) {
  const { form } = loaderData
  return (
    <>
      <PageHeader title={`Form: ${form.name}`}>
        Version {form.version}. Saving makes a new version; each lead keeps the version it was sent with.
      </PageHeader>
      <FormBuilder key={form.id} {...loaderData} />
    </>
  )
}
