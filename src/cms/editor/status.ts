import type { PageSummary } from '../editor-api.ts'

export type EditorStatus = 'unsaved' | 'draft' | 'published'

/** The topbar's status (issue 4 §1): unsaved edits first, then a saved draft, else the published page. */
export function editorStatus(page: Pick<PageSummary, 'published' | 'has_draft'>, dirty: boolean): EditorStatus {
  if (dirty) return 'unsaved'
  return page.has_draft || !page.published ? 'draft' : 'published'
}

export const STATUS_LABELS: Record<EditorStatus, string> = { unsaved: 'Unsaved changes', draft: 'Draft', published: 'Published' }

/** The preview of a page, also when disabled or unpublished (spec 1 §2 /disabled-preview*). */
export const previewHref = (path: string) => `/disabled-preview${path === '/' ? '/' : path}`
