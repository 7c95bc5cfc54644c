import { data, redirect } from 'react-router'
import { routerLocation, safeRedirectTarget } from '~/auth/access.ts'
import { readSetting } from '~/settings/keys.ts'
import type { Route } from './+types/auth-exchange'

/**
 * spec 1 §2: exists only when site-wide login is required (404 otherwise). A signed-in visitor
 * goes on to the target; otherwise single sign-on starts when configured, else the local login,
 * and either returns to the target afterwards (ADR 023). A market under a base path has its own
 * (`/ar/auth-exchange`): its sign-in is the market's, and without a target it goes to its home.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await context.services.content.settings(context.site)
  if (!readSetting(settings, 'general.login_required')) throw data(null, { status: 404 })
  const home = context.site.basePath.replace(/\/+$/, '') || '/'
  const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'), home)
  if (context.user) throw redirect(routerLocation(target, context.appBase, request.url))
  const query = `redirectTo=${encodeURIComponent(target)}`
  throw redirect(context.services.oidc ? `/auth/oidc/start?${query}` : `/login?${query}`)
}
