// The page document the editor edits (editor-contract.md), as the lead's module defines it.
export type { PageDocument } from '~/content/page-document.ts'
