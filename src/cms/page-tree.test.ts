import { describe, expect, it } from 'vitest'
import type { PageSummary } from './editor-api.ts'
import { buildPageTree, filterPageTree, pageBadges, type PageTreeNode } from './page-tree.ts'

const page = (id: number, path: string, title = path): PageSummary => ({
  id,
  path,
  title,
  page_type: 'page',
  enabled: true,
  published: true,
  has_draft: false,
  revision: 1,
  updated_at: null,
})

/** The tree as `path(#id)` lines, indented by depth: easy to read in a table. */
const outline = (nodes: PageTreeNode[], depth = 0): string[] =>
  nodes.flatMap((n) => [`${'  '.repeat(depth)}${n.path}${n.page ? `#${n.page.id}` : ''}`, ...outline(n.children, depth + 1)])

describe('buildPageTree (the page tree by path segments)', () => {
  it.each([
    { name: 'empty list', pages: [], tree: [] },
    { name: 'home first, then roots by segment', pages: [page(2, '/b'), page(1, '/'), page(3, '/a')], tree: ['/#1', '/a#3', '/b#2'] },
    {
      name: 'children under their parent',
      pages: [page(1, '/models'), page(2, '/models/aurelia'), page(3, '/models/vantor')],
      tree: ['/models#1', '  /models/aurelia#2', '  /models/vantor#3'],
    },
    {
      name: 'a parent without a page is a plain node',
      pages: [page(5, '/offers/spring/sale'), page(6, '/offers/autumn')],
      tree: ['/offers', '  /offers/autumn#6', '  /offers/spring', '    /offers/spring/sale#5'],
    },
    { name: 'a parent listed after its child still holds it', pages: [page(2, '/a/b'), page(1, '/a')], tree: ['/a#1', '  /a/b#2'] },
  ])('$name', ({ pages, tree }) => {
    expect(outline(buildPageTree(pages))).toEqual(tree)
  })
})

describe('pageBadges', () => {
  it.each([
    { enabled: true, published: true, has_draft: false, badges: ['published'] },
    { enabled: true, published: true, has_draft: true, badges: ['published', 'draft'] },
    { enabled: true, published: false, has_draft: true, badges: ['draft'] },
    { enabled: true, published: false, has_draft: false, badges: ['draft'] },
    { enabled: false, published: true, has_draft: false, badges: ['published', 'disabled'] },
  ])('enabled=$enabled published=$published has_draft=$has_draft → $badges', ({ badges, ...state }) => {
    expect(pageBadges(state)).toEqual(badges)
  })
})

describe('filterPageTree', () => {
  const tree = buildPageTree([page(1, '/'), page(2, '/models'), page(3, '/models/aurelia', 'Aurelia GT'), page(4, '/about')])
  it.each([
    { query: '', tree: ['/#1', '/about#4', '/models#2', '  /models/aurelia#3'] },
    { query: 'gt', tree: ['/models#2', '  /models/aurelia#3'] },
    { query: 'ABOUT', tree: ['/about#4'] },
    { query: 'nothing', tree: [] },
  ])('"$query"', ({ query, tree: expected }) => {
    expect(outline(filterPageTree(tree, query))).toEqual(expected)
  })
})
