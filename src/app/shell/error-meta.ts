import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { titleWithSiteName } from '~/content/title.ts'
import { NOT_FOUND_DEFAULTS } from './NotFound.tsx'
import type { Shell } from './shell.server.ts'

/** The title of the error view (spec 1 §8) that is not a 404. */
export const ERROR_TITLE = 'Something went wrong'

/**
 * The meta tags of the error layout (spec 1 §2), whose views are no content page: titled by the
 * title rule, page title + divider + site name (issue 12 §6). The 404 page's title is its
 * heading, 'Page not found' unless `error_page.not_found` sets another (the market's language).
 * Neither view is for search engines.
 * @example errorPageMeta(new ErrorResponse(404), shell) // → [{ title: 'Page not found | Aurelia' }, …]
 */
export function errorPageMeta(error: unknown, shell: Pick<Shell, 'site' | 'notFound'> | undefined): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const heading = notFound ? shell?.notFound.heading?.trim() || NOT_FOUND_DEFAULTS.heading : ERROR_TITLE
  const title = shell ? titleWithSiteName(heading, shell.site.titleDivider, shell.site.name) : heading
  return [{ title }, { name: 'robots', content: 'none' }]
}
