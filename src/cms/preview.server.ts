import { isDatabaseId } from '~/lib/integer-max.ts'
import { data, type AppLoadContext } from 'react-router'
import { findTemplate } from '~/blocks/registry.ts'
import type { PageWithContent } from '~/content/schemas.ts'
import { normalizePagePath } from '~/content/redirect.ts'
import { seesUnpublished } from '~/auth/access.ts'
import { sanitizeFields } from '~/lib/sanitize.ts'
import { createEditorPages } from './pages.server.ts'

/** The route prefix of previews (spec 1 §2 /disabled-preview*). */
export const PREVIEW_PREFIX = '/disabled-preview'

/** The page path a preview URL shows: `/disabled-preview/offers/spring` → `/offers/spring`. */
export function previewedPath(sitePath: string): string | null {
  if (sitePath !== PREVIEW_PREFIX && !sitePath.startsWith(`${PREVIEW_PREFIX}/`)) return null
  return normalizePagePath(sitePath.slice(PREVIEW_PREFIX.length) || '/')
}

/**
 * spec 1 §2 /disabled-preview*: the page at the path with its draft (else its published state),
 * also when disabled or never published, for editors and admins of this market; with `?version=N`
 * the page as its published version N holds it (what Restore would bring back, ADR 141). Anyone
 * else gets a 404, as if there were no such page. Returns the page for the content route's loader.
 */
export async function previewPage(context: AppLoadContext, url?: URL): Promise<{ page: PageWithContent }> {
  const { services, site, user } = context
  const notFound = () => data({ reason: 'not-found' }, { status: 404 })
  // The role in this market: an editor of another market sees a 404 here.
  if (!user || !seesUnpublished(user)) throw notFound()
  const path = previewedPath(context.sitePath)
  if (path === null) throw notFound()
  const versionParam = url?.searchParams.get('version') ?? null
  const version = versionParam === null ? null : Number(versionParam)
  if (version !== null && !isDatabaseId(version)) throw notFound()
  const editorPages = createEditorPages(services.database.db, site.id, user, site.basePath)
  const found = version === null ? await editorPages.documentByPath(path) : await editorPages.versionByPath(path, version)
  if (!found) throw notFound()
  const { blocks, ...document } = found.document
  return {
    page: {
      ...document,
      id: found.page.id,
      path,
      metaheads: await services.content.metaheadsFor(site.id, found.page.id),
      // Drafts are sanitised on save; their HTML is sanitised again on render, like published blocks.
      blocks: blocks.map((block, i) => {
        const template = findTemplate(block.template)
        return {
          id: i + 1,
          template: block.template,
          position: i,
          active_positions: [i],
          positions: [{ id: i + 1, position: i }],
          fields: sanitizeFields(block.fields, template?.htmlFields ?? []),
          field_groups: block.groups.map((group) => sanitizeFields(group, template?.groupHtmlFields ?? [])),
        }
      }),
    },
  }
}
