import { PredefinedLinksScreen } from '~/admin/predefined-links/PredefinedLinksScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { getSetting } from '~/settings/admin.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { settingValueProblem } from '~/settings/validate.ts'
import type { Route } from './+types/predefined-links'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const { value } = await getSetting(context.services.database.db, context.site.id, 'predefined_links')
  return {
    links: readSetting({ predefined_links: value }, 'predefined_links'),
    storedProblem: settingValueProblem('predefined_links', value),
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Predefined links · Admin' }]

export default function AdminPredefinedLinks({ loaderData }: Route.ComponentProps) {
  return <PredefinedLinksScreen {...loaderData} />
}
