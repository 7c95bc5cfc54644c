import { redirect, type AppLoadContext } from 'react-router'
import type { Role } from '~/db/schema/auth.ts'
import type { SessionUser } from './users.server.ts'
import { decideAccess, guardBasePath } from './access.ts'
import { marketLinks } from './market-switch.ts'

/**
 * The role check of a route's own loader or action. The root loader guards document requests,
 * but a data request can ask for one route's loader alone, so every editor and admin loader and
 * action calls this too (spec 1 §6). The role is the user's in the request's market.
 */
export function requireUserWithRole(request: Request, context: AppLoadContext, roles: readonly Role[]): SessionUser & { role: Role } {
  const url = new URL(request.url)
  // The market's own login and no-access pages (`/ar/login`, ADR 126); the target keeps its base path.
  const decision = decideAccess({ roles }, context.user, url.pathname + url.search, guardBasePath(context.site.basePath, context.appBase))
  if (decision.kind !== 'allow') throw redirect(decision.location)
  // decideAccess allowed only a user with one of `roles` in this market.
  return context.user as SessionUser & { role: Role }
}

/** The markets the user may switch to from the editor or the admin of this one. */
export async function switchableMarkets(request: Request, context: AppLoadContext, user: SessionUser, area: 'cms' | 'admin') {
  const { services, site } = context
  const host = request.headers.get('host') ?? new URL(request.url).host
  return marketLinks(user.grants, await services.content.allSites(), { host, current: site.id, area, publicUrl: services.publicUrl })
}
