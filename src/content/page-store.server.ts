import { asc, eq } from 'drizzle-orm'
import type { Db, Tx } from '~/db/client.server.ts'
import { blocks, type pages } from '~/db/schema/index.ts'
import { findTemplate } from '~/blocks/registry.ts'
import { sanitizeFields } from '~/lib/sanitize.ts'
import type { PageDocument } from './page-document.ts'

/**
 * Page documents to and from the pages and blocks tables: one mapping for the bundle import and
 * export and for publishing from the editor (ADR 021).
 */
export function pageColumns(document: PageDocument) {
  return {
    pageType: document.page_type,
    title: document.title,
    enabled: document.enabled,
    metaTitle: document.meta_title,
    metaDescription: document.meta_description,
    canonicalUrl: document.canonical_url,
    disableSeoTracking: document.disable_seo_tracking,
    externalMetaImage: document.external_meta_image,
    imageId: document.image_id,
    type: document.type,
    to: document.to,
    httpCode: document.http_code,
    redirectPath: document.redirect_path,
    linkType: document.link_type,
    linkNewWindow: document.link_new_window,
  }
}

/** Replaces a page's blocks; values get their template's defaults and sanitised HTML. Validated before. */
export async function replaceBlocks(tx: Tx, pageId: number, documentBlocks: PageDocument['blocks']) {
  await tx.delete(blocks).where(eq(blocks.pageId, pageId))
  if (documentBlocks.length === 0) return
  await tx.insert(blocks).values(
    documentBlocks.map((block, position) => {
      const template = findTemplate(block.template)!
      const fields = sanitizeFields(template.schema.parse(block.fields), template.htmlFields)
      const groups = block.groups.map((group) => sanitizeFields(template.groupSchema.parse(group), template.groupHtmlFields))
      return { pageId, template: block.template, fields, groups, position }
    }),
  )
}

/** Editor HTML is sanitised on save (ARCHITECTURE.md Conventions), drafts included. */
export function sanitizeDocument(document: PageDocument): PageDocument {
  return {
    ...document,
    blocks: document.blocks.map((block) => {
      const template = findTemplate(block.template)
      if (!template) return block
      return {
        ...block,
        fields: sanitizeFields(block.fields, template.htmlFields),
        groups: block.groups.map((group) => sanitizeFields(group, template.groupHtmlFields)),
      }
    }),
  }
}

type PageRow = typeof pages.$inferSelect
type BlockRow = typeof blocks.$inferSelect

export function documentOf(page: PageRow, blockRows: readonly BlockRow[]): PageDocument {
  return {
    page_type: page.pageType,
    title: page.title,
    enabled: page.enabled,
    meta_title: page.metaTitle,
    meta_description: page.metaDescription,
    canonical_url: page.canonicalUrl,
    disable_seo_tracking: page.disableSeoTracking,
    external_meta_image: page.externalMetaImage,
    image_id: page.imageId,
    type: page.type === 'url_redirection' ? 'url_redirection' : null,
    to: page.to,
    http_code: page.httpCode,
    redirect_path: page.redirectPath,
    link_type: page.linkType === 'internal' || page.linkType === 'external' || page.linkType === 'file' ? page.linkType : null,
    link_new_window: page.linkNewWindow,
    blocks: blockRows.map((b) => ({ template: b.template, fields: b.fields, groups: b.groups })),
  }
}

/** The published state of one page as a document. */
export async function publishedDocument(db: Db | Tx, page: PageRow): Promise<PageDocument> {
  const rows = await db.select().from(blocks).where(eq(blocks.pageId, page.id)).orderBy(asc(blocks.position))
  return documentOf(page, rows)
}
