// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import Accordion from './Block.tsx'
import { accordion } from './template.ts'

const items = (...pairs: [string, string][]) =>
  pairs.map(([accordion_title, accordion_content]) => accordion.groupSchema.parse({ accordion_title, accordion_content }))
const faq = items(
  ['How far can the Aurelia E7 drive on a charge?', '<p>Up to <strong>610 km</strong> (WLTP).</p>'],
  ['How long does it take to charge?', '<p>10 to 80% in 18 minutes at a 350 kW charger.</p>'],
  ['Is home charging included?', '<p>A wall box &amp; installation come with every E7.</p>'],
)
const block = (raw: unknown, groups = faq) => (
  <Accordion fields={accordion.schema.parse(raw)} groups={groups} context={{ index: 1, eagerImages: true }} />
)
const expanded = () => screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)
/** The labels of the open all / close all button (the one button that is not an item's title). */
const toggleAll = () =>
  screen
    .getAllByRole('button')
    .filter((b) => !b.hasAttribute('aria-expanded'))
    .map((b) => b.textContent)
const visibleAnswers = () =>
  [...document.querySelectorAll('.fc-prose')].filter((el) => !(el as HTMLElement).hidden).map((el) => el.textContent)

afterEach(cleanup)

describe('Accordion (spec 2 §3.9, §4)', () => {
  it('renders every item on the server, closed, with its content in the page', () => {
    const html = renderToStaticMarkup(block({}))
    expect(html.match(/aria-expanded="false"/g)).toHaveLength(3)
    expect(html.match(/hidden=""/g)).toHaveLength(3)
    expect(html).toContain('<strong>610 km</strong>')
    expect(html).toContain('<h3')
  })

  it('opens and closes items one by one', () => {
    render(block({}))
    fireEvent.click(screen.getByRole('button', { name: 'How long does it take to charge?' }))
    expect(expanded()).toEqual(['How long does it take to charge?'])
    expect(visibleAnswers()).toEqual(['10 to 80% in 18 minutes at a 350 kW charger.'])
    fireEvent.click(screen.getByRole('button', { name: 'Is home charging included?' }))
    expect(expanded()).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'How long does it take to charge?' }))
    expect(expanded()).toEqual(['Is home charging included?'])
  })

  it('links each title button to its content', () => {
    render(block({}))
    const button = screen.getByRole('button', { name: 'How far can the Aurelia E7 drive on a charge?' })
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(panel.textContent).toBe('Up to 610 km (WLTP).')
    expect(screen.getAllByRole('region', { hidden: true })[0]).toBe(panel)
  })

  it('opens all, then closes all, with the configured labels', () => {
    render(block({ open_all_label: 'Expand all', close_all_label: 'Collapse all' }))
    expect(toggleAll()).toEqual(['Expand all'])
    fireEvent.click(screen.getByRole('button', { name: 'Expand all' }))
    expect(expanded()).toHaveLength(3)
    expect(visibleAnswers()).toHaveLength(3)
    expect(toggleAll()).toEqual(['Collapse all'])
    fireEvent.click(screen.getByRole('button', { name: 'Collapse all' }))
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0)
    expect(visibleAnswers()).toEqual([])
    expect(toggleAll()).toEqual(['Expand all'])
  })

  it('offers close all once every item is open by hand, and open all again when one closes', () => {
    render(block({}))
    for (const item of faq) fireEvent.click(screen.getByRole('button', { name: item.accordion_title }))
    expect(toggleAll()).toEqual(['Close all'])
    fireEvent.click(screen.getByRole('button', { name: faq[0]!.accordion_title }))
    expect(toggleAll()).toEqual(['Open all'])
    fireEvent.click(screen.getByRole('button', { name: faq[0]!.accordion_title }))
    expect(toggleAll()).toEqual(['Close all'])
  })

  it('has no open all button for a single item, and shows nothing without titled items', () => {
    render(block({}, items(['Only one', '<p>Answer</p>'])))
    expect(screen.queryByRole('button', { name: 'Open all' })).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(block({}, items(['', '<p>No title</p>'])))).toBe('')
  })

  it('adds FAQPage structured data on the server only with has_schema', () => {
    expect(renderToStaticMarkup(block({}))).not.toContain('application/ld+json')
    const html = renderToStaticMarkup(block({ has_schema: true }))
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How far can the Aurelia E7 drive on a charge?',
          acceptedAnswer: { '@type': 'Answer', text: 'Up to 610 km (WLTP).' },
        },
        {
          '@type': 'Question',
          name: 'How long does it take to charge?',
          acceptedAnswer: { '@type': 'Answer', text: '10 to 80% in 18 minutes at a 350 kW charger.' },
        },
        {
          '@type': 'Question',
          name: 'Is home charging included?',
          acceptedAnswer: { '@type': 'Answer', text: 'A wall box & installation come with every E7.' },
        },
      ],
    })
  })

  it('cannot close the structured data script from the content', () => {
    const html = renderToStaticMarkup(
      block({ has_schema: true }, items(['Why </script>?', '<p>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</p>'])),
    )
    const script = html.slice(html.indexOf('<script'))
    expect(script.match(/<\/script>/gi)).toHaveLength(1)
    expect(script).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)')
  })

  it('applies the colour theme, borders and spacing between items', () => {
    const html = renderToStaticMarkup(block({}))
    expect(html).toMatch(/<section class="[^"]*light-theme[^"]*bordered/)
    expect(html).not.toContain('spaced')
    const dark = renderToStaticMarkup(block({ color_theme: 'dark-theme', border_between_groups: false, margin_between_groups: true }))
    expect(dark).toMatch(/<section class="[^"]*dark-theme[^"]*spaced/)
    expect(dark).not.toContain('bordered')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(accordion.schema.parse({})).toEqual({
      block_scroll_id: '',
      color_theme: 'light-theme',
      border_between_groups: true,
      margin_between_groups: false,
      open_all_label: 'Open all',
      close_all_label: 'Close all',
      has_schema: false,
    })
    expect(accordion.groupSchema.parse({})).toEqual({ accordion_title: '', accordion_content: '' })
    expect(accordion.schema.safeParse({ color_theme: 'black-theme' }).success).toBe(false)
    expect(accordion.schema.safeParse({ has_schema: 'yes' }).success).toBe(false)
    expect(accordion.max_field_groups).toBe(30)
    expect(accordion.groupHtmlFields).toEqual(['accordion_content'])
  })
})
