import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '~/lib/paths.server.ts'

/**
 * ADR 095: a block whose root composes `fc-contained` is laid out and painted only inside its own
 * box (content-visibility: auto). What would break there: a part fixed to the screen (it would be
 * fixed to the block), the block sticking (it would stop at its own edge) or a menu or tip opening
 * past its edge (it would be cut off). None of the contained blocks' stylesheets may have one.
 */
const BREAKS_CONTAINMENT: [string, RegExp][] = [
  ['a part fixed to the screen', /position:\s*fixed/],
  ['a sticky part', /position:\s*sticky/],
  ['a part opening below its box', /(?:inset-block-start|top):\s*(?:100%|calc\(100%)/],
  ['a part pulled over its neighbour', /margin-block(?:-start|-end)?:\s*-|margin-(?:top|bottom):\s*-/],
]

const blocksDir = join(projectRoot, 'src/blocks')
const stylesheets = readdirSync(blocksDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.module.css'))
  .map((name) => ({ name, css: readFileSync(join(blocksDir, name), 'utf8') }))
const contained = stylesheets.filter(({ css }) => /composes:[^;]*\bfc-contained\b[^;]*from global/.test(css))

describe('contained blocks (ADR 095)', () => {
  it('include the demo home page’s blocks', () => {
    const folders = contained.map(({ name }) => name.split('/')[0])
    for (const template of [
      'hero-carousel',
      'sign-post',
      'stock-locator-carousel',
      'html-box',
      'image-box',
      'hero-title-banner',
      'quote-slider',
    ])
      expect(folders).toContain(template)
  })

  it.each(contained.map(({ name, css }) => [name, css]))('%s has nothing that containment would break', (_, css) => {
    for (const [what, pattern] of BREAKS_CONTAINMENT) expect(css, what).not.toMatch(pattern)
  })

  it.each([
    ['ready-to-go-bar', 'a part fixed to the screen'],
    ['in-page-navigation', 'a sticky part'],
  ])('%s, which has %s, is not contained', (template, what) => {
    const sheet = stylesheets.find(({ name }) => name.startsWith(`${template}/`))!
    const pattern = BREAKS_CONTAINMENT.find(([name]) => name === what)![1]
    expect(sheet.css).toMatch(pattern)
    expect(contained).not.toContain(sheet)
  })
})
