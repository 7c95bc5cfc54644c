import type { PageBadge } from './page-tree.ts'

/** What the editor toolbar on a public page shows (src/cms/toolbar.server.ts computes it). */
export interface ToolbarState {
  pageId: number
  badges: PageBadge[]
  /** The page is shown by /disabled-preview, with its draft. */
  preview: boolean
}
