import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '~/lib/paths.server.ts'

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8')
const stylesheets = (dir: string) =>
  readdirSync(join(projectRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(dir, name))

/** The steps declared in typography.css: name → [min rem, intercept rem, slope vw, max rem]. */
function declaredSteps() {
  const steps = new Map<number, { min: number; at: (width: number) => number; max: number }>()
  const pattern = /--fc-step-(-?\d+):\s*clamp\(([\d.]+)rem,\s*([\d.]+)rem\s*([+-])\s*([\d.]+)vw,\s*([\d.]+)rem\)/g
  for (const [, n, min, intercept, sign, slope, max] of read('src/app/shell/typography.css').matchAll(pattern)) {
    const vw = (sign === '-' ? -1 : 1) * Number(slope)
    steps.set(Number(n), {
      min: Number(min) * 16,
      at: (width) => Number(intercept) * 16 + (vw * width) / 100,
      max: Number(max) * 16,
    })
  }
  return steps
}

describe('the type scale (ADR 051)', () => {
  const steps = declaredSteps()

  it('has the steps −2 to 7', () => {
    expect([...steps.keys()].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6, 7])
  })

  it.each([...Array(10).keys()].map((i) => i - 2))('step %i is 16 px × 1.15ⁿ at 375 px and 18 px × 1.25ⁿ at 1440 px, held outside', (n) => {
    const step = steps.get(n)!
    const phone = 16 * 1.15 ** n
    const desktop = 18 * 1.25 ** n
    // Within a hundredth of a pixel: the values are written to four decimals of a rem.
    expect(step.at(375)).toBeCloseTo(phone, 1)
    expect(step.at(1440)).toBeCloseTo(desktop, 1)
    expect(step.min).toBeCloseTo(Math.min(phone, desktop), 1)
    expect(step.max).toBeCloseTo(Math.max(phone, desktop), 1)
  })
})

describe('font sizes in the shell’s and the blocks’ stylesheets', () => {
  // A size is a step of the scale, or relative to one (em, %: a unit or a superscript in a figure,
  // a glyph such as × in a button). The site's primitives are in src/ui, beside the back office's
  // and the sign-in forms' controls (forms.module.css), which keep their own sizes.
  const allowed = /^(?:var\(--fc-step-(?:-[12]|[0-7])\)|inherit|[\d.]+(?:em|%))$/
  const files = [
    ...stylesheets('src/app/shell'),
    ...stylesheets('src/blocks'),
    ...stylesheets('src/ui').filter((file) => !file.endsWith('forms.module.css')),
  ]

  it('finds the stylesheets', () => {
    expect(files).toContain(join('src/blocks', 'accordion', 'Accordion.module.css'))
    expect(files).toContain(join('src/app/shell', 'global.css'))
  })

  it('are steps of the type scale, never raw px, rem or clamp() values', () => {
    const raw = files.flatMap((file) =>
      [...read(file).matchAll(/(?<![-\w])font(-size)?:\s*([^;]+);/g)]
        .filter(([, size, value]) => (size ? !allowed.test(value!.trim()) : /\d(?:px|rem)\b|clamp\(/.test(value!)))
        .map(([declaration]) => `${file}: ${declaration}`),
    )
    expect(raw).toEqual([])
  })

  it('catches a raw size', () => {
    expect(allowed.test('1.125rem')).toBe(false)
    expect(allowed.test('clamp(1rem, 2vw, 2rem)')).toBe(false)
    expect(allowed.test('var(--fc-step-8)')).toBe(false)
    expect(allowed.test('var(--fc-step--1)')).toBe(true)
  })
})
