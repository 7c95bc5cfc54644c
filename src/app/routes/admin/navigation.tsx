import { NavigationScreen } from '~/admin/backoffice/NavigationScreen.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import { navTree } from '~/navigation/nav-entries.server.ts'
import { readSetting } from '~/settings/keys.ts'
import type { Route } from './+types/navigation'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireUserWithRole(request, context, ['admin'])
  const db = context.services.database.db
  const settings = await context.services.content.settings(context.site)
  return {
    trees: { v1: await navTree(db, context.site.id, 1), v2: await navTree(db, context.site.id, 2) },
    v2Enabled: readSetting(settings, 'navigation.v2_enabled'),
    basePath: context.site.basePath,
  }
}

export const meta: Route.MetaFunction = () => [{ title: 'Navigation · Admin' }]

export default function AdminNavigation({ loaderData }: Route.ComponentProps) {
  return <NavigationScreen {...loaderData} />
}
