import { data, redirect } from 'react-router'
import { safeRedirectTarget } from '~/auth/access.ts'
import { readSetting } from '~/settings/keys.ts'
import type { Route } from './+types/auth-exchange'

/**
 * spec 1 §2: exists only when site-wide login is required. With local accounts it hands the
 * visitor on to login, or to the target once signed in (single sign-on adds its token exchange).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await context.services.content.settings(context.site)
  if (!readSetting(settings, 'general.login_required')) throw data(null, { status: 404 })
  const target = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'))
  throw redirect(context.user ? target : `/login?redirectTo=${encodeURIComponent(target)}`)
}
