import { renderToStaticMarkup } from 'react-dom/server'
import { expect, it } from 'vitest'
import { iconPath, NamedIcon } from './NamedIcon.tsx'

it.each([
  ['calendar', 'calendar'],
  [' Location ', 'location'],
  ['pin', 'location'],
  ['offers', 'star'],
  ['stock', 'car'],
  ['constructor', null],
  ['rocket', null],
])('the icon name %j is drawn as %s', (name, drawn) => {
  expect(iconPath(name)).toBe(drawn === null ? null : iconPath(drawn))
  if (drawn !== null) expect(iconPath(name)).toMatch(/^M/)
})

it('draws a known name as a line icon, another as its initial', () => {
  const calendar = renderToStaticMarkup(<NamedIcon name="calendar" className="icon" />)
  expect(calendar).toContain('<svg')
  expect(calendar).not.toContain('data-initial')
  expect(renderToStaticMarkup(<NamedIcon name="rocket" className="icon" />)).toBe(
    '<span class="icon" data-icon="rocket" data-initial="R" aria-hidden="true"></span>',
  )
})
