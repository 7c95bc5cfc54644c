import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Text in the brand's accent meets WCAG AA (4.5:1) in every brand and colour
 * theme: white on the accent fill (buttons, and the fill under hover) and accent text on each
 * theme's surfaces. Read from the tokens themselves, so a new brand or theme is checked too.
 */
const css = readFileSync(join(import.meta.dirname, 'global.css'), 'utf8')

/** The custom properties a selector's rule sets (the first rule with exactly that selector list). */
function tokens(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1]
  if (!body) throw new Error(`no rule for ${selector}`)
  return Object.fromEntries([...body.matchAll(/(--fc-[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]))
}

const luminance = (hex: string) => {
  const [r, g, b] = [0, 2, 4]
    .map((i) => parseInt(hex.slice(1 + i, 3 + i), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const root = tokens(':root')
const brands = {
  default: root,
  aurelia: { ...root, ...tokens("[data-brand='aurelia']") },
  vantor: { ...root, ...tokens("[data-brand='vantor']") },
}
const themes = {
  light: tokens(':root,\n.light-theme'),
  grey: tokens('.grey-theme'),
  dark: tokens('.dark-theme'),
  black: tokens('.black-theme'),
}
const accentText = (brand: Record<string, string>, theme: Record<string, string>) =>
  brand[/on-(light|dark)/.exec(theme['--fc-accent-text']!)![0] === 'on-light' ? '--fc-accent-on-light' : '--fc-accent-on-dark']!

describe('accent colours meet WCAG AA', () => {
  it.each(Object.entries(brands))('%s: white on the accent fill and on its hover', (_name, brand) => {
    expect(contrast(brand['--fc-on-accent']!, brand['--fc-accent-fill']!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(brand['--fc-on-accent']!, brand['--fc-accent-fill-hover']!)).toBeGreaterThanOrEqual(4.5)
  })

  const pairs = Object.entries(brands).flatMap(([b, brand]) => Object.entries(themes).map(([t, theme]) => [b, t, brand, theme] as const))
  it.each(pairs)('%s in the %s theme: accent text on the surface and the raised surface', (_b, _t, brand, theme) => {
    const text = accentText(brand, theme)
    expect(contrast(text, theme['--fc-surface']!)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(text, theme['--fc-surface-raised']!)).toBeGreaterThanOrEqual(4.5)
  })
})
