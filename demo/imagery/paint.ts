/**
 * Small drawing helpers for the demo's procedural imagery: colours, a seeded random
 * source (the same picture on every machine) and smooth outlines through key points.
 */

export type Point = readonly [number, number]

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
const toHex = (rgb: number[]) =>
  `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`

/** `a` moved `t` (0–1) of the way to `b`. */
export function mix(a: string, b: string, t: number): string {
  const [x, y] = [channels(a), channels(b)]
  return toHex(x.map((c, i) => c + (y[i]! - c) * t))
}
export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t)
export const darken = (colour: string, t: number) => mix(colour, '#000000', t)

/** mulberry32: a small seeded generator, so each image's scatter (stars, windows, trees) is fixed. */
export function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n: number) => Number(n.toFixed(1))
export const pt = ([x, y]: Point) => `${f(x)} ${f(y)}`

/** A closed (or open) Catmull-Rom curve through the points as cubic Béziers. */
export function smooth(points: readonly Point[], closed = true, tension = 1 / 6): string {
  const n = points.length
  const at = (i: number) => points[closed ? (i + n) % n : Math.max(0, Math.min(n - 1, i))]!
  let d = `M${pt(points[0]!)}`
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)]
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * tension, p1[1] + (p2[1] - p0[1]) * tension]
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * tension, p2[1] - (p3[1] - p1[1]) * tension]
    d += `C${pt(c1)} ${pt(c2)} ${pt(p2)}`
  }
  return closed ? `${d}Z` : d
}

/** A straight-edged polygon. */
export const polygon = (points: readonly Point[]) => `M${points.map(pt).join('L')}Z`

/** A linear gradient from top to bottom (or along x1,y1 → x2,y2) through evenly spaced colours. */
export function linear(id: string, colours: readonly (string | [string, number])[], [x1, y1, x2, y2] = [0, 0, 0, 1]): string {
  const stops = colours
    .map((c, i) => {
      const [colour, opacity] = Array.isArray(c) ? c : [c, 1]
      return `<stop offset="${f(i / Math.max(1, colours.length - 1))}" stop-color="${colour}"${opacity === 1 ? '' : ` stop-opacity="${opacity}"`}/>`
    })
    .join('')
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops}</linearGradient>`
}

/** A radial glow: `colour` at the centre fading to nothing. */
export const glow = (id: string, colour: string, opacity = 1) =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
