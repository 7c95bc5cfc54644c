/**
 * A root-absolute app path (`/api/…`, `/media/…`) as this document reaches it: under the market's
 * base path when the editor or admin runs under one (`/ar/api/…`), which is React
 * Router's basename for the document. Other URLs pass unchanged; so does everything on the server.
 * @example appUrl('/api/admin/settings') // → '/ar/api/admin/settings' in /ar/admin
 */
export function appUrl(url: string, basename: string = documentBasename()): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url
  const base = basename.replace(/\/+$/, '')
  return base && !url.startsWith(`${base}/`) ? `${base}${url}` : url
}

/**
 * The market's base path as this document knows it: React Router's basename where the editor or
 * admin runs under it, else the one the root layout writes on `<html data-market-base>` for a
 * public page of a market under a base path (its forms post there, not to the host's default
 * market); '' on the server.
 */
export function documentBasename(
  win: { __reactRouterContext?: { basename?: string }; document?: Document } | undefined = globalWindow(),
): string {
  if (!win) return ''
  // A root basename ('/') says nothing: the public site's router runs at the host's root.
  const router = win.__reactRouterContext?.basename?.replace(/\/+$/, '')
  return router || win.document?.documentElement.dataset.marketBase || ''
}

const globalWindow = () => (typeof window === 'undefined' ? undefined : (window as Parameters<typeof documentBasename>[0]))
