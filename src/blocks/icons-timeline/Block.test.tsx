// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import IconsTimeline from './Block.tsx'
import { iconsTimeline } from './template.ts'

const inRouter = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
const entries = (...years: string[]) =>
  years.map((year, i) =>
    iconsTimeline.groupSchema.parse({
      year,
      model: `Model ${year}`,
      heading: `Heading ${year}`,
      image: { id: 1001 + i, alt: `Car of ${year}` },
      small_image: { id: 1005 + i, alt: '' },
      button: { url: `/history/${year}`, link_text: `The ${year} story` },
    }),
  )
const timeline = (raw: unknown = {}, groups = entries('1968', '1996', '2024'), eagerImages = true) =>
  inRouter(<IconsTimeline fields={iconsTimeline.schema.parse(raw)} groups={groups} context={{ index: 5, eagerImages }} />)
const shownPanel = () => screen.getByRole('tabpanel')

afterEach(cleanup)

describe('Icons Timeline (spec 2 §3.7)', () => {
  it('renders the title, one tab per entry with its small image and year, and every panel (all but the first hidden)', () => {
    const html = renderToStaticMarkup(timeline({ title: 'Fifty years of Aurelia' }))
    expect(html).toMatch(/<h2 id="[^"]+" class="[^"]*">Fifty years of Aurelia<\/h2>/)
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*tabindex="0"/)
    expect(html.match(/role="tabpanel"/g)).toHaveLength(3)
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toContain('/media/api/v2/images/1005/')
    expect(html).toContain('Heading 2024')
  })

  it("shows the chosen entry's image, model and year under the headlines, title and button", () => {
    render(timeline({ modelHeadline: 'Modell', yearHeadline: 'Jahr' }))
    fireEvent.click(screen.getByRole('tab', { name: /1996/ }))
    const panel = shownPanel()
    expect(panel.querySelector('img')!.getAttribute('alt')).toBe('Car of 1996')
    expect([...panel.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Modell', 'Jahr'])
    expect([...panel.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Model 1996', '1996'])
    expect(panel.querySelector('h3')!.textContent).toBe('Heading 1996')
    expect(panel.querySelector('a')!.getAttribute('href')).toBe('/history/1996')
    expect(screen.getByRole('tab', { name: /1996/ }).getAttribute('aria-selected')).toBe('true')
  })

  it('moves between entries with the arrow keys, Home and End, moving the focus', () => {
    render(timeline())
    const first = screen.getByRole('tab', { name: /1968/ })
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /1996/ }))
    expect(shownPanel().textContent).toContain('Heading 1996')
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(shownPanel().textContent).toContain('Heading 2024')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' })
    expect(shownPanel().textContent).toContain('Heading 1968')
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' })
    expect(shownPanel().textContent).toContain('Heading 2024')
  })

  it("loads the first entry's image eagerly only among the first two blocks", () => {
    expect(renderToStaticMarkup(timeline()).match(/loading="eager"/g)).toHaveLength(4)
    expect(renderToStaticMarkup(timeline({}, entries('1968', '1996'), false))).not.toContain('loading="eager"')
  })

  it('leaves out entries without model, year or title, and renders nothing without entries', () => {
    expect(renderToStaticMarkup(timeline({}, [...entries('1968'), iconsTimeline.groupSchema.parse({})])).match(/role="tab"/g)).toHaveLength(
      1,
    )
    expect(renderToStaticMarkup(timeline({}, []))).toBe('')
  })

  it('applies the defaults and the 20-entry limit, and rejects bad values', () => {
    expect(iconsTimeline.schema.parse({})).toEqual({ block_scroll_id: '', title: '', modelHeadline: 'Model', yearHeadline: 'Year' })
    expect(iconsTimeline.groupSchema.parse({})).toEqual({
      image: { id: 24735 },
      small_image: null,
      model: '',
      year: '',
      heading: '',
      button: null,
    })
    expect(iconsTimeline.max_field_groups).toBe(20)
    expect(iconsTimeline.groupHtmlFields).toEqual(['heading'])
    expect(iconsTimeline.groupSchema.safeParse({ year: 1968 }).success).toBe(false)
    expect(iconsTimeline.schema.safeParse({ model_headline: 'Model' }).success).toBe(false)
  })
})
