import { Link } from 'react-router'
import { authError } from '~/auth/auth-errors.ts'
import { Panel } from '~/app/shell/Panel.tsx'
import type { Route } from './+types/auth-error'

export function loader({ request }: Route.LoaderArgs) {
  const type = new URL(request.url).searchParams.get('type')
  return { type, ...authError(type) }
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.title ?? 'Sign-in problem' }, { name: 'robots', content: 'none' }]

/**
 * spec 1 §2: /auth/error?type=noPermissions, the default page for a signed-in user without
 * permissions; the other types explain a failed single sign-on (src/auth/auth-errors.ts).
 */
export default function AuthError({ loaderData }: Route.ComponentProps) {
  return (
    <Panel title={loaderData.title}>
      <p role={loaderData.type === 'noPermissions' ? undefined : 'alert'}>{loaderData.message}</p>
      <p style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        {loaderData.type !== 'noPermissions' && (
          <a className="fc-cta" href="/login">
            Sign in again
          </a>
        )}
        <Link className="fc-cta" to="/">
          Back to home
        </Link>
      </p>
    </Panel>
  )
}
