export const present = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * spec 1 §2 Title: page title + divider (meta.title_divider) + site name; the site name alone
 * without a page title. Also the title of views that are not content pages (the 404 page).
 * NOTE: the shell's error meta runs in the browser; this module must stay free of zod (meta.ts
 * builds schemas at load, which put 26 KB of zod on every public page).
 * @example titleWithSiteName('Page not found', '|', 'Aurelia') // → 'Page not found | Aurelia'
 */
export function titleWithSiteName(pageTitle: string | null | undefined, titleDivider: string, site: string): string {
  // A blank divider setting would glue title and site name together; spec 1 §3 default is '|'.
  return present(pageTitle) ? `${pageTitle.trim()} ${titleDivider.trim() || '|'} ${site}` : site
}
