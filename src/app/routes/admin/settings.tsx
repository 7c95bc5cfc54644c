import { SettingsScreen } from '~/admin/settings/SettingsScreen.tsx'
import { listQueryFromUrl } from '~/lib/list-query.ts'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { listSettings, settingForEditing, settingsListQuery } from '~/settings/admin.server.ts'
import type { Route } from './+types/settings'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const url = new URL(request.url)
  const query = listQueryFromUrl(settingsListQuery, url)
  const db = context.services.database.db
  const edit = url.searchParams.get('edit')
  return {
    list: await listSettings(db, context.site.id, query),
    query,
    editing: edit ? await settingForEditing(db, context.site.id, edit) : null,
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Settings · Admin' }]

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  return <SettingsScreen {...loaderData} />
}
