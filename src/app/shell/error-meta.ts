import { isRouteErrorResponse, type MetaDescriptor } from 'react-router'
import { titleWithSiteName } from '~/content/title.ts'
import { ENGLISH_SHELL_TEXTS } from '~/i18n/shell-texts.ts'
import type { Shell } from './shell.server.ts'

/**
 * The meta tags of the error layout (spec 1 §2), whose views are no content page: titled by the
 * title rule, page title + divider + site name. The 404 page's title is its
 * heading, 'Page not found' (in the market's language) unless `error_page.not_found` sets another.
 * Neither view is for search engines.
 * @example errorPageMeta(new ErrorResponse(404), shell) // → [{ title: 'Page not found | Aurelia' }, …]
 */
export function errorPageMeta(error: unknown, shell: Pick<Shell, 'site' | 'notFound' | 'texts'> | undefined): MetaDescriptor[] {
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const texts = shell?.texts ?? ENGLISH_SHELL_TEXTS
  const heading = notFound ? shell?.notFound.heading?.trim() || texts.notFoundHeading : texts.errorTitle
  const title = shell ? titleWithSiteName(heading, shell.site.titleDivider, shell.site.name) : heading
  return [{ title }, { name: 'robots', content: 'none' }]
}
