/**
 * Which file of a picture's `srcset` a browser loads at a viewport width (device pixel ratio 1),
 * so that the browser tests' data can make those variants ahead of the run and not every size a
 * picture offers (tests/e2e/prepare.js). Chromium's choice at a ratio of 1: the narrowest
 * candidate at least as wide as the picture's slot, else the widest. The slot comes from `sizes`:
 * the first entry whose media condition holds (min-width or max-width in px, rem or em), in px,
 * vw, rem or em. What this cannot read (another condition or unit) gives every candidate, as
 * making a variant too many costs time, never a failing test.
 */

const ROOT_FONT_PX = 16

/** A length in px at `viewport` px wide; null for a unit this does not read. */
function lengthPx(length: string, viewport: number): number | null {
  const match = /^(\d+(?:\.\d+)?)(px|vw|rem|em)$/.exec(length.trim())
  if (!match) return null
  const value = Number(match[1])
  return match[2] === 'px' ? value : match[2] === 'vw' ? (value * viewport) / 100 : value * ROOT_FONT_PX
}

/** The slot's width in px that `sizes` gives at `viewport`; null when it cannot be read. */
export function slotWidth(sizes: string | undefined, viewport: number): number | null {
  if (!sizes) return viewport
  for (const entry of sizes.split(',')) {
    const match = /^\s*(?:\((min|max)-width:\s*([^)]+)\)\s+)?(\S+)\s*$/.exec(entry)
    if (!match) return null
    const [, bound, limit, length] = match
    if (bound) {
      const limitPx = lengthPx(limit!, viewport)
      if (limitPx === null) return null
      if (bound === 'min' ? viewport < limitPx : viewport > limitPx) continue
    }
    return lengthPx(length!, viewport)
  }
  return viewport
}

/** The URLs of `srcset` (with `w` descriptors) a browser loads at each of `viewports`. */
export function chosenCandidates(srcset: string, sizes: string | undefined, viewports: readonly number[]): string[] {
  const candidates = srcset
    .split(',')
    .map((candidate) => {
      const [url, descriptor] = candidate.trim().split(/\s+/)
      return { url: url!, width: Number(/^(\d+)w$/.exec(descriptor ?? '')?.[1] ?? NaN) }
    })
    .sort((a, b) => a.width - b.width)
  if (candidates.some((candidate) => !Number.isFinite(candidate.width))) return candidates.map((candidate) => candidate.url)
  const chosen = new Set<string>()
  for (const viewport of viewports) {
    const slot = slotWidth(sizes, viewport)
    if (slot === null) return candidates.map((candidate) => candidate.url)
    chosen.add((candidates.find((candidate) => candidate.width >= slot) ?? candidates.at(-1)!).url)
  }
  return [...chosen]
}
