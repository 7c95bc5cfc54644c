import type { SessionUser } from '~/auth/users.server.ts'
import type { Services } from '~/server/context.server.ts'
import type { Site } from '~/sites/sites.ts'

// The load context every loader and action receives from the server (src/server/app.server.ts).
declare module 'react-router' {
  interface AppLoadContext {
    services: Services
    site: Site
    /** The request path inside the site's base path. */
    sitePath: string
    user: SessionUser | null
    csrfToken: string
    /** The Content-Security-Policy nonce of this render. */
    cspNonce: string
    /**
     * The market's base path when the request is one of its app paths under it (`/ar` for
     * `/ar/cms`), rendered with that React Router basename; '' otherwise.
     */
    appBase: string
  }
}
export {}
