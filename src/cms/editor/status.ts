import type { PageSummary } from '../editor-api.ts'

/**
 * The page as the topbar tells it: whether visitors see it, and whether the editor
 * holds changes they do not see yet — unsaved, or saved as a draft (a published page
 * with edits said only 'Unsaved changes' or 'Draft', as if it were not live).
 */
export type EditorStatus = 'draft' | 'unsaved' | 'published' | 'publishedDraft' | 'publishedUnsaved'

export function editorStatus(page: Pick<PageSummary, 'published' | 'has_draft'>, dirty: boolean): EditorStatus {
  if (page.published) return dirty ? 'publishedUnsaved' : page.has_draft ? 'publishedDraft' : 'published'
  return dirty ? 'unsaved' : 'draft'
}

export const STATUS_LABELS: Record<EditorStatus, string> = {
  draft: 'Draft',
  unsaved: 'Unsaved changes',
  published: 'Published',
  publishedDraft: 'Published · draft saved',
  publishedUnsaved: 'Published · unsaved changes',
}

/** Edits not saved yet: Save has something to do. */
export const hasUnsavedChanges = (status: EditorStatus) => status === 'unsaved' || status === 'publishedUnsaved'

/** Publish has something to do unless visitors already see what the editor shows. */
export const hasSomethingToPublish = (status: EditorStatus) => status !== 'published'

/** The preview of a page, also when disabled or unpublished (spec 1 §2 /disabled-preview*). */
export const previewHref = (path: string) => `/disabled-preview${path === '/' ? '/' : path}`

/**
 * The title the editor's bar shows: the Title field as it is now — a cleared one (null) is
 * untitled, not the title last saved — or the page's own before the page properties are loaded.
 * @example editorTitle({ title: null }, 'Offers') // → ''
 */
export function editorTitle(rootProps: { title?: unknown } | undefined, savedTitle: string | null): string {
  const title = rootProps && 'title' in rootProps ? rootProps.title : savedTitle
  return typeof title === 'string' ? title : ''
}
