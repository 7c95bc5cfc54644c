import { Form, redirect, useSearchParams } from 'react-router'
import { routerLocation, safeRedirectTarget } from '~/auth/access.ts'
import { loginErrorText } from '~/auth/login-errors.ts'
import { Panel } from '~/app/shell/Panel.tsx'
import type { Route } from './+types/login'

export async function loader({ request, context }: Route.LoaderArgs) {
  // Without a target the user lands on the home of the market they signed in at (`/ar/login` → `/ar`, ADR 126).
  const home = context.site.basePath.replace(/\/+$/, '') || '/'
  const redirectTo = safeRedirectTarget(new URL(request.url).searchParams.get('redirectTo'), home)
  if (context.user) throw redirect(routerLocation(redirectTo, context.appBase, request.url))
  // The form posts to /auth/login, which checks this token against the csrf-token cookie.
  return { csrfToken: context.csrfToken, redirectTo, singleSignOn: Boolean(context.services.oidc) }
}

export const meta: Route.MetaFunction = () => [{ title: 'Sign in' }, { name: 'robots', content: 'none' }]

export default function Login({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const error = loginErrorText(params)
  return (
    <Panel title="Sign in">
      <p>Editors and administrators sign in to manage this site.</p>
      {error && (
        <p className="fc-alert" role="alert">
          {error}
        </p>
      )}
      {/* Under a market's base path the action is its own (`/ar/auth/login`): the market's login (ADR 126). */}
      <Form method="post" action="/auth/login" reloadDocument style={{ display: 'grid', gap: '1rem' }}>
        <input type="hidden" name="csrf-token" value={loaderData.csrfToken} />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <label className="fc-field">
          Email
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="fc-field">
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button className="fc-cta" type="submit">
          Sign in
        </button>
      </Form>
      {loaderData.singleSignOn && (
        // A plain link: the flow is a GET that leaves for the identity provider (ADR 023).
        <p>
          <a className="fc-cta" href={`/auth/oidc/start?redirectTo=${encodeURIComponent(loaderData.redirectTo)}`}>
            Sign in with single sign-on
          </a>
        </p>
      )}
    </Panel>
  )
}
