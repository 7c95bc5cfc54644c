import { isRouteErrorResponse } from 'react-router'

/** spec 1 §8 error texts; details only outside production. */
export function ErrorView({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : null
  return (
    <section className="fc-error light-theme">
      <h1 className="fc-heading fc-heading--l">
        {status === 404 ? 'This page could not be found' : 'Something went wrong, please try again.'}
      </h1>
      {details && <pre>Error details: {details}</pre>}
      <a className="fc-cta" href="/">
        Go back to home
      </a>
    </section>
  )
}
