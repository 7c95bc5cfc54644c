import { SignOut } from '~/admin/SignOut.tsx'
import { Panel } from '~/app/shell/Panel.tsx'
import { ChangePasswordForm } from '~/auth/ChangePasswordForm.tsx'
import { requireUserWithRole } from '~/auth/guard.server.ts'
import type { Route } from './+types/account'

export function loader({ request, context }: Route.LoaderArgs) {
  const user = requireUserWithRole(request, context, ['admin', 'editor'])
  return { user: { email: user.email, role: user.role }, csrfToken: context.csrfToken }
}

export const meta: Route.MetaFunction = () => [{ title: 'Your account' }, { name: 'robots', content: 'none' }]

/** /account: who is signed in, and the password change of a local account. */
export default function Account({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
  return (
    <Panel title="Your account">
      <p>
        Signed in as <strong>{user.email}</strong> ({user.role}). <a href="/cms">Editor</a>
        {user.role === 'admin' && (
          <>
            {' '}
            · <a href="/admin">Admin</a>
          </>
        )}
      </p>
      <ChangePasswordForm />
      <SignOut csrfToken={loaderData.csrfToken} />
    </Panel>
  )
}
