import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { titleWithSiteName } from '~/lib/title.ts'
import type { Shell } from './shell.server.ts'

/**
 * The two titles when the root's loader failed (no market to read them from): the catalogue's
 * English, written out so that the browser's bundle does not carry all the shell's texts for them
 * (a test holds them to the catalogue).
 */
export const WITHOUT_A_SHELL = { notFoundHeading: 'Page not found', errorTitle: 'Something went wrong' }

/**
 * The meta tags of the error layout (spec 1 §2), whose views are no content page: titled by the
 * title rule, page title + divider + site name. The 404 page's title is its
 * heading, 'Page not found' (in the market's language) unless `error_page.not_found` sets another.
 * Neither view is for search engines.
 * @example errorPageMeta(new ErrorResponse(404), shell) // → [{ title: 'Page not found | Aurelia' }, …]
 */
export function errorPageMeta(error: unknown, shell: Pick<Shell, 'site' | 'notFound' | 'texts'> | undefined): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const texts = shell?.texts ?? WITHOUT_A_SHELL
  const heading = notFound ? shell?.notFound.heading?.trim() || texts.notFoundHeading : texts.errorTitle
  const title = shell ? titleWithSiteName(heading, shell.site.titleDivider, shell.site.name) : heading
  return [{ title }, { name: 'robots', content: 'none' }]
}
