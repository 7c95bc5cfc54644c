/** spec 2 §9: Specification at Glance shows up to 4 items per row. */
export const MAX_PER_ROW = 4

/** spec 2 §3.6/§9 Specification at Glance: columns per row on wide screens for `count` items. */
export const columnsPerRow = (count: number): number => Math.min(Math.max(count, 1), MAX_PER_ROW)
