import { Form } from 'react-router'

/** Sign-out, posted to the market's /auth/logout (ADR 126). */
export function SignOut({ csrfToken }: { csrfToken: string }) {
  return (
    <Form method="post" action="/auth/logout" reloadDocument>
      <input type="hidden" name="csrf-token" value={csrfToken} />
      <button className="fc-cta fc-cta--secondary" type="submit">
        Sign out
      </button>
    </Form>
  )
}
