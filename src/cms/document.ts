// TEMPORARY until the lead's src/content/page-document.ts is merged: the page document's shape
// (editor-contract.md). Replaced by a type re-export on merge.
export interface PageDocument {
  page_type: string; title: string | null; enabled: boolean; meta_title: string | null; meta_description: string | null
  canonical_url: string | null; disable_seo_tracking: boolean; external_meta_image: string | null; image_id: number | null
  type: 'url_redirection' | null; to: string | null; http_code: number | null; redirect_path: string | null
  link_type: 'internal' | 'external' | 'file' | null; link_new_window: boolean
  blocks: { template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] }[]
}
