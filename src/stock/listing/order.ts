/**
 * A page of a publication list from its vehicles' sort orders and a filter set's matches, in
 * memory (ADR 093). The list's live vehicles are numbered by id (`ids`, ascending: a vehicle's
 * position); each sort order is the positions in that order; a filter set's matches are a bitset
 * over the positions. A page is the first `offset + limit` set bits met walking the order — at
 * most one step per vehicle of the list, whatever the filters and the sort.
 */

/** The positions of `matches` (ascending ids, each one of `ids`) in `ids` (ascending), as a bitset. */
export function matchBitset(ids: Int32Array, matches: ArrayLike<number>): Uint8Array {
  const bits = new Uint8Array(Math.ceil(ids.length / 8))
  let at = 0
  for (let i = 0; i < matches.length; i++) {
    const id = matches[i]!
    while (at < ids.length && ids[at]! < id) at++
    // Not one of the list's vehicles (a write between the two reads): no position, so not shown.
    if (at === ids.length) break
    if (ids[at] === id) bits[at >> 3] = bits[at >> 3]! | (1 << (at & 7))
  }
  return bits
}

/** The positions of `sorted` (ids in a sort order, each one of `ids`) in `ids`. */
export function positionsOf(ids: Int32Array, sorted: ArrayLike<number>): Int32Array {
  const positions = new Int32Array(sorted.length)
  let count = 0
  for (let i = 0; i < sorted.length; i++) {
    const position = indexOf(ids, sorted[i]!)
    if (position >= 0) positions[count++] = position
  }
  return count === positions.length ? positions : positions.slice(0, count)
}

function indexOf(ids: Int32Array, id: number): number {
  let low = 0
  let high = ids.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    const value = ids[middle]!
    if (value === id) return middle
    if (value < id) low = middle + 1
    else high = middle - 1
  }
  return -1
}

/**
 * The ids of one page: walking `order` (positions), the matching vehicles (`bits`, or every one
 * when null) after the first `offset` of them, at most `limit`.
 *
 * @example pageOfOrder(ids, order, bits, 12, 12) // the second page of 12
 */
export function pageOfOrder(ids: Int32Array, order: Int32Array, bits: Uint8Array | null, offset: number, limit: number): number[] {
  const page: number[] = []
  if (limit <= 0) return page
  if (!bits) {
    for (let i = offset; i < order.length && page.length < limit; i++) page.push(ids[order[i]!]!)
    return page
  }
  let skipped = 0
  for (let i = 0; i < order.length; i++) {
    const position = order[i]!
    if ((bits[position >> 3]! & (1 << (position & 7))) === 0) continue
    if (skipped < offset) skipped++
    else if (page.push(ids[position]!) === limit) break
  }
  return page
}
