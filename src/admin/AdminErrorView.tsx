import { isRouteErrorResponse, Link } from 'react-router'
import { PageHeader } from './PageHeader.tsx'

/**
 * A back-office screen that could not be shown, inside the back office: a missing item (a lead or
 * form of another market, one deleted meanwhile) says so in the back office's words, with a way
 * back to its overview; any other failure says only that it failed (its details are in the log).
 */
export function AdminErrorView({ error }: { error: unknown }) {
  const answer = isRouteErrorResponse(error) ? error : null
  const said = answer && typeof answer.data === 'string' && answer.data.trim() !== '' ? answer.data : null
  // The server's sentence, ended once; 'in this market' unless it names the market itself.
  const missing = said ? said.trim().replace(/[.\s]+$/, '') : 'There is nothing at this address'
  const [title, text] =
    answer?.status === 404
      ? [
          'Not found',
          `${missing}${/\bmarket\b/i.test(missing) ? '' : ' in this market'}. It may belong to another market (switch at the top) or have been deleted.`,
        ]
      : answer && answer.status < 500 && said
        ? ['Not available', said]
        : ['Something went wrong', 'This screen could not be shown. Please try again; if it keeps failing, the server log says why.']
  return (
    <>
      <PageHeader title={title}>{text}</PageHeader>
      <p>
        <Link to="/admin">Back to the admin overview</Link>
      </p>
    </>
  )
}
