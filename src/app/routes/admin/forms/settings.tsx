import { FormsSettingsScreen } from '~/admin/forms/FormsSettingsScreen.tsx'
import { formsSettingValues } from '~/admin/forms/forms-admin.server.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/settings'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  return { values: await formsSettingValues(context.services.database.db, context.site.id) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Forms settings · Admin' }]

export default function AdminFormsSettings({ loaderData }: Route.ComponentProps) {
  return <FormsSettingsScreen {...loaderData} />
}
