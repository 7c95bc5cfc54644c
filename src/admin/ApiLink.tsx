import type { AnchorHTMLAttributes, Ref } from 'react'
import { useHref } from 'react-router'

/**
 * A link to a path of this market (a download from its API, one of its pages) in the back office:
 * under the market's base path (`/ar/api/…`) from the router, which the server's render knows too
 * (`appUrl` reads it from the browser's document: a server-rendered link missed it). Not React
 * Router's `<Link reloadDocument>`: it marks its path for route discovery, a manifest request for
 * every API path shown.
 */
export function ApiLink({ path, ref, ...props }: { path: string; ref?: Ref<HTMLAnchorElement> } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return <a ref={ref} href={useHref(path)} {...props} />
}
