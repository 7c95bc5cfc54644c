import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '~/lib/paths.server.ts'

/**
 * spec 1 §2 overlays, §4 Modal: every modal is src/ui/Modal.tsx. No other component renders a
 * dialog of its own (a <dialog>, role="dialog", aria-modal, showModal), so focus trapping,
 * Escape, the backdrop, the scroll lock and focus return stay in one place.
 */
const PRIMITIVE = 'src/ui/Modal.tsx'

/**
 * Components allowed a dialog of their own, each with the reason: non-modal ones (a popover that
 * leaves the page usable; none today: the listboxes, menus and disclosures need no dialog role),
 * and one element that is a dialog at some widths only.
 */
const ALLOWED: Record<string, string> = {
  // ADR 107: the same filters are a region beside the results on a desktop and a sheet over the
  // page on a phone; open as a sheet they are a modal dialog (aria-modal) keeping the Tab in them
  // with the primitive's own trapTab, Escape closing and the focus going back to the Filters button.
  'src/stock/ui/listing/StockListing.tsx': 'the listing filters: a modal sheet on phones only',
}

const OWN_DIALOG = [
  { what: 'a <dialog> element', pattern: /<dialog[\s>]|createElement\(\s*['"]dialog['"]/ },
  { what: 'role="dialog"', pattern: /role=\{?\s*['"`](alert)?dialog['"`]/ },
  { what: 'aria-modal', pattern: /aria-modal/ },
  { what: 'showModal()', pattern: /\.showModal\??\.?\(/ },
]

/** The code without its comments: a comment may name a <dialog>. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1')

const components = readdirSync(join(projectRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'))
  .map((name) => join('src', name))
  .filter((path) => path !== PRIMITIVE && !(path in ALLOWED))

describe('one modal primitive (spec 1 §2 overlays, §4 Modal)', () => {
  it('finds the components to check', () => {
    expect(components.length).toBeGreaterThan(100)
  })

  it('no component but the modal primitive renders a dialog of its own', () => {
    const found = components.flatMap((path) => {
      const source = code(readFileSync(join(projectRoot, path), 'utf8'))
      return OWN_DIALOG.filter(({ pattern }) => pattern.test(source)).map(({ what }) => `${path}: ${what}`)
    })
    expect(found).toEqual([])
  })

  it('the pattern catches what it is meant to', () => {
    const caught = (source: string) => OWN_DIALOG.some(({ pattern }) => pattern.test(code(source)))
    expect(caught('<dialog ref={ref} open>')).toBe(true)
    expect(caught('<div role="dialog" aria-modal="true">')).toBe(true)
    expect(caught("<div role={'alertdialog'}>")).toBe(true)
    expect(caught('dialog.current?.showModal()')).toBe(true)
    // Words in comments, and a button saying what it opens, are no dialog.
    expect(caught('// a modal <dialog>\n/* role="dialog" */ <button aria-haspopup="dialog">')).toBe(false)
  })
})
