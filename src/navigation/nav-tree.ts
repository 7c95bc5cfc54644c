import { z } from 'zod'

/**
 * Header navigation entries, v1 and v2 (spec 1 §2 Header navigation, §7 GET /nav_entries and
 * /nav_entries_v2): the rules of the tree as pure functions, shared by the API and the admin screen.
 */
export const NAV_VERSIONS = [1, 2] as const
export type NavVersion = (typeof NAV_VERSIONS)[number]
/** The header draws two levels; a third is kept for the v2 menu's columns (ADR 025). */
export const MAX_NAV_DEPTH = 3

/** A link the header may show: a site path, an anchor or query, an http(s) URL, mailto: or tel:. */
export function isNavUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url) || url.startsWith('#') || url.startsWith('?')) return !/[\s\\]/.test(url)
  if (/^(mailto|tel):[^\s]+$/i.test(url)) return true
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== ''
  } catch {
    return false
  }
}

/**
 * Why a link leaves its market, or null: in a market under a base path (`/ar`), a site path
 * outside it is another market's page ("/offers" took an Arabic visitor to the English offers).
 * Such a link is written as a full https:// address, on purpose.
 *
 * @example marketPathProblem('/offers', '/ar') // 'must be a path of this market, under /ar (for example /ar/offers); …'
 */
export function marketPathProblem(url: string | null | undefined, basePath: string): string | null {
  const base = basePath.replace(/\/+$/, '')
  if (!base || !url || !/^\/(?!\/)/.test(url)) return null
  const [path = ''] = url.split(/[?#]/, 1)
  if (path === base || path.startsWith(`${base}/`)) return null
  return `must be a path of this market, under ${base} (for example ${base}${path === '/' ? '' : path}); another market's page needs its full https:// address`
}

const label = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z.string({ error: 'is required' }).min(1, 'is required').max(200, 'must be at most 200 characters'),
)
const url = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v),
  z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .refine(isNavUrl, 'must be a path starting with /, an anchor, an http(s) URL, mailto: or tel:')
    .nullable(),
)
const target = z.enum(['_self', '_blank'], { error: 'must be _self or _blank' })
const entryId = z.number({ error: 'must be an entry id' }).int('must be an entry id').positive('must be an entry id')

export const newNavEntrySchema = z.strictObject({
  version: z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' }).default(1),
  label,
  url: url.default(null),
  target: target.default('_self'),
  parent_id: entryId.nullable().default(null),
})
export type NewNavEntry = z.infer<typeof newNavEntrySchema>

export const navEntryChangeSchema = z.strictObject({ label: label.optional(), url: url.optional(), target: target.optional() })
export type NavEntryChange = z.infer<typeof navEntryChangeSchema>

export const navMoveSchema = z.strictObject({
  parent_id: entryId.nullable(),
  position: z.number({ error: 'must be a position from 0' }).int('must be a position from 0').min(0, 'must be a position from 0'),
})
export type NavMove = z.infer<typeof navMoveSchema>

/** An entry as the admin API answers it. */
export interface NavTreeEntry {
  id: number
  label: string
  url: string | null
  target: '_self' | '_blank'
  position: number
  parent_id: number | null
  children: NavTreeEntry[]
}

export interface NavRow {
  id: number
  parentId: number | null
  position: number
}

const byOrder = (a: NavRow, b: NavRow) => a.position - b.position || a.id - b.id

/** Ids of an entry and everything below it. */
export function subtreeIds(rows: readonly NavRow[], id: number): number[] {
  const ids = [id]
  for (let i = 0; i < ids.length; i++) ids.push(...rows.filter((r) => r.parentId === ids[i]).map((r) => r.id))
  return ids
}

/** 1 for a top-level entry. */
export function depthOf(rows: readonly NavRow[], id: number | null): number {
  let depth = 0
  const seen = new Set<number>()
  for (let at = id; at !== null && !seen.has(at); at = rows.find((r) => r.id === at)?.parentId ?? null) {
    seen.add(at)
    depth++
  }
  return depth
}

/** Levels from an entry down to its deepest descendant (1 for a leaf). */
function heightOf(rows: readonly NavRow[], id: number): number {
  const children = rows.filter((r) => r.parentId === id)
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)))
}

export type MovePlan = { ok: true; updates: NavRow[] } | { ok: false; field: 'parent_id'; message: string }

/**
 * Moves an entry under a parent (null: top level) to a position among its new siblings (clamped),
 * renumbering both sibling lists 0..n. An entry cannot move under itself or its own descendants.
 * Returns only the rows whose parent or position changes.
 */
export function planMove(rows: readonly NavRow[], id: number, parentId: number | null, position: number): MovePlan {
  const entry = rows.find((r) => r.id === id)
  if (!entry) return { ok: false, field: 'parent_id', message: `no entry ${id}` }
  if (parentId !== null) {
    if (!rows.some((r) => r.id === parentId)) return { ok: false, field: 'parent_id', message: `no entry ${parentId} in this navigation` }
    if (subtreeIds(rows, id).includes(parentId))
      return { ok: false, field: 'parent_id', message: 'an entry cannot move under itself or one of its children' }
    if (depthOf(rows, parentId) + heightOf(rows, id) > MAX_NAV_DEPTH) {
      return { ok: false, field: 'parent_id', message: `the navigation is at most ${MAX_NAV_DEPTH} levels deep` }
    }
  }
  const moved: NavRow = { ...entry, parentId }
  const siblings = rows.filter((r) => r.parentId === parentId && r.id !== id).sort(byOrder)
  siblings.splice(Math.min(position, siblings.length), 0, moved)
  const next = new Map<number, NavRow>()
  siblings.forEach((r, i) => next.set(r.id, { id: r.id, parentId, position: i }))
  if (entry.parentId !== parentId) {
    rows
      .filter((r) => r.parentId === entry.parentId && r.id !== id)
      .sort(byOrder)
      .forEach((r, i) => next.set(r.id, { id: r.id, parentId: entry.parentId, position: i }))
  }
  const updates = [...next.values()].filter((u) => {
    const before = rows.find((r) => r.id === u.id)!
    return before.parentId !== u.parentId || before.position !== u.position
  })
  return { ok: true, updates }
}

/** Builds the tree of one version's rows, siblings by position then id. */
export function buildNavTree<R extends NavRow & { label: string; url: string | null; target: string }>(rows: readonly R[]): NavTreeEntry[] {
  const level = (parentId: number | null): NavTreeEntry[] =>
    rows
      .filter((r) => r.parentId === parentId)
      .sort(byOrder)
      .map((r) => ({
        id: r.id,
        label: r.label,
        url: r.url,
        target: r.target === '_blank' ? '_blank' : '_self',
        position: r.position,
        parent_id: r.parentId,
        children: level(r.id),
      }))
  return level(null)
}
