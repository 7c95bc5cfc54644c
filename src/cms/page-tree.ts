import type { PageSummary } from './editor-api.ts'

/** One node of the page tree: a path segment, the page at that path when there is one, its children. */
export interface PageTreeNode {
  segment: string
  path: string
  page: PageSummary | null
  children: PageTreeNode[]
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean)

/**
 * The page list as a tree by path segments: `/models/a` sits under `/models`, which is
 * a node without a page when no page has that path. The home page `/` is the first root node.
 * Children are sorted by segment, so the tree does not depend on the order of the list.
 * @example buildPageTree([{ path: '/a/b' }]) // → [{ segment: 'a', page: null, children: [{ segment: 'b', … }] }]
 */
export function buildPageTree(pages: readonly PageSummary[]): PageTreeNode[] {
  const root: PageTreeNode = { segment: '', path: '/', page: null, children: [] }
  const home: PageTreeNode[] = []
  for (const page of pages) {
    const segments = segmentsOf(page.path)
    if (segments.length === 0) {
      home.push({ segment: '/', path: '/', page, children: [] })
      continue
    }
    let node = root
    segments.forEach((segment, i) => {
      let child = node.children.find((c) => c.segment === segment)
      if (!child) {
        child = { segment, path: `/${segments.slice(0, i + 1).join('/')}`, page: null, children: [] }
        node.children.push(child)
      }
      node = child
    })
    node.page = page
  }
  const sort = (nodes: PageTreeNode[]): PageTreeNode[] =>
    nodes.sort((a, b) => a.segment.localeCompare(b.segment)).map((n) => ({ ...n, children: sort(n.children) }))
  return [...home, ...sort(root.children)]
}

export type PageBadge = 'draft' | 'published' | 'disabled'

/**
 * The status badges of a page: 'published' once it has a published version, 'draft' when it has
 * unpublished changes (or was never published), 'disabled' when it is switched off.
 */
export function pageBadges(page: Pick<PageSummary, 'enabled' | 'published' | 'has_draft'>): PageBadge[] {
  const badges: PageBadge[] = []
  if (page.published) badges.push('published')
  if (page.has_draft || !page.published) badges.push('draft')
  if (!page.enabled) badges.push('disabled')
  return badges
}

/** Keeps the nodes whose path or title contains the query, with their ancestors. */
export function filterPageTree(nodes: readonly PageTreeNode[], query: string): PageTreeNode[] {
  const q = query.trim().toLowerCase()
  if (!q) return [...nodes]
  return nodes.flatMap((node) => {
    const children = filterPageTree(node.children, q)
    const matches = node.path.toLowerCase().includes(q) || (node.page?.title ?? '').toLowerCase().includes(q)
    return matches || children.length > 0 ? [{ ...node, children }] : []
  })
}
