import { data, Link } from 'react-router'
import { SignOut } from '~/admin/SignOut.tsx'
import { Panel } from '~/app/shell/Panel.tsx'
import { switchableMarkets } from '~/auth/guard.server.ts'
import type { Route } from './+types/no-access'

/**
 * Answered 403: the page says the request was refused (a crawler or a script reads the status).
 * A signed-in user also learns who they are signed in as and where their role does open the
 * editor (this market's or another's, ADR 043), so a screen they may not use is not a dead end.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.user
  const editors = user ? await switchableMarkets(request, context, user, 'cms') : []
  return data(
    {
      email: user?.email ?? null,
      editors: editors.map(({ name, href, current }) => ({ name, href, current })),
      csrfToken: user ? context.csrfToken : null,
    },
    { status: 403 },
  )
}

export const meta: Route.MetaFunction = () => [{ title: 'No access' }, { name: 'robots', content: 'none' }]

/** spec 1 §6: users without permission for a route land here. */
export default function NoAccess({ loaderData }: Route.ComponentProps) {
  const { email, editors, csrfToken } = loaderData
  return (
    <Panel title="No access">
      <p>
        {email ? (
          <>
            You are signed in as <strong>{email}</strong>, whose role does not open that page in this market.
          </>
        ) : (
          'Your account does not have permission to open that page.'
        )}{' '}
        Ask an administrator if you need access.
      </p>
      {editors.length > 0 && (
        <>
          <p>Your account opens the editor of:</p>
          <ul>
            {editors.map((market) => (
              <li key={market.href}>
                <a href={market.href}>
                  <bdi>{market.name}</bdi>
                </a>
                {market.current && ' (this market)'}
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link className="fc-cta" to="/">
          Back to home
        </Link>
      </p>
      {/* Signing out is how another account signs in. */}
      {csrfToken && <SignOut csrfToken={csrfToken} />}
    </Panel>
  )
}
