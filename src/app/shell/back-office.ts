/**
 * The back office's own pages: the editor, the admin, sign-in, the account and no-access (ADR 128).
 * Their chrome is in the editor's language, English, and left to right, in every market: an
 * Arabic market's editor mirrored the whole Puck interface right to left. The page being edited
 * keeps the market's language and direction in the editor's preview frame (EditorApp's PreviewFrame).
 */

/** React Router ids of the back office's routes (src/app/routes.ts): by id, or under the admin's. */
const BACK_OFFICE_ROUTES = new Set(['cms', 'cms-redirect', 'routes/login', 'routes/no-access', 'routes/account', 'routes/auth-error'])

/** Whether a matched route is one of the back office's. */
export const isBackOfficeRoute = (id: string): boolean => BACK_OFFICE_ROUTES.has(id) || id === 'routes/admin' || id.startsWith('admin-')

/** The document's language and direction: the back office's, when one of its routes matched; else the market's. */
export function documentLanguage(matchedRouteIds: readonly string[], market: { lang: string; dir: 'ltr' | 'rtl' }) {
  return matchedRouteIds.some(isBackOfficeRoute) ? { lang: 'en', dir: 'ltr' as const } : market
}
