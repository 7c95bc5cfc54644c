/**
 * English: the MENA News block's own texts (spec 2 §3.12, §9; ADR 165), beside its block fields
 * (read more, pagination, error and no-results texts). `back` is the spec's exact label.
 */
export const news = {
  loading: 'Loading…',
  back: 'Back to News Section',
  previous: 'Previous page',
  next: 'Next page',
  pages: 'News pages',
  featured: 'Featured',
  quickLinks: 'Quick links',
}
