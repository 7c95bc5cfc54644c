import { Link } from 'react-router'
import { Panel } from '~/app/shell/Panel.tsx'
import type { Route } from './+types/auth-error'

export function loader({ request }: Route.LoaderArgs) {
  return { type: new URL(request.url).searchParams.get('type') }
}

/** spec 1 §2: /auth/error?type=noPermissions, the editor core's no-permission page. */
export default function AuthError({ loaderData }: Route.ComponentProps) {
  return (
    <Panel title={loaderData.type === 'noPermissions' ? 'No permissions' : 'Sign-in problem'}>
      <p>{loaderData.type === 'noPermissions'
        ? 'You are signed in, but your account has no permissions for this area.'
        : 'Signing in did not work. Please try again.'}</p>
      <Link className="fc-cta" to="/">Back to home</Link>
    </Panel>
  )
}
