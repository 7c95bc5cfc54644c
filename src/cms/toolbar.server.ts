import { and, eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { seesUnpublished } from '~/auth/access.ts'
import { pageDrafts, pages } from '~/db/schema/index.ts'
import { pageBadges } from './page-tree.ts'
import type { ToolbarState } from './toolbar.ts'

/**
 * The editor toolbar's state for a content page (spec 1 §2 Main layout: 'editor toolbar … bound to
 * the current page id'): only for editors and admins; null for everyone else, so visitors' pages
 * (and the page cache, which holds anonymous renders only) never carry it.
 */
export async function toolbarState(context: AppLoadContext, pageId: number, preview = false): Promise<ToolbarState | null> {
  const { user, services, site } = context
  if (!seesUnpublished(user)) return null
  const db = services.database.db
  const [row] = await db
    .select({ enabled: pages.enabled, publishedAt: pages.publishedAt, draft: pageDrafts.pageId })
    .from(pages)
    .leftJoin(pageDrafts, eq(pageDrafts.pageId, pages.id))
    .where(and(eq(pages.siteId, site.id), eq(pages.id, pageId)))
  if (!row) return null
  return {
    pageId,
    preview,
    badges: pageBadges({ enabled: row.enabled, published: row.publishedAt !== null, has_draft: row.draft !== null }),
  }
}
