// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { BlockList, type RenderableBlock } from '../BlockList.tsx'
import { quote as quoteTemplate } from '../quote/template.ts'
import { loadBlockRenderers } from '../renderers.ts'
import { resolveData } from './data.server.ts'
import { sample } from './sample.ts'
import { infoSystem, type InfoSystemFields, type InfoSystemOption } from './template.ts'

beforeAll(async () => {
  expect(await loadBlockRenderers(['info-system', 'quote'])).toEqual([])
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterEach(cleanup)

const fields = (extra: Record<string, unknown> = {}) => infoSystem.schema.parse({ ...sample.fields, ...extra })
const options = (): InfoSystemOption[] => [
  { option_label: 'Aurelia E5', blocks_count: 2, option_link: null },
  { option_label: 'Vantor Ridge', blocks_count: 1, option_link: null },
]
const quote = (id: number, text: string): RenderableBlock => ({
  id,
  template: 'quote',
  fields: quoteTemplate.schema.parse({ quote: text }),
  groups: [],
})
const page = (f: InfoSystemFields = fields(), groups: InfoSystemOption[] = options(), language = 'en'): RenderableBlock[] => [
  { id: 10, template: 'info-system', fields: f, groups, data: namespaceTexts('infoSystem', { language }) },
  quote(11, 'E5 screen'),
  quote(12, 'E5 updates'),
  quote(13, 'Ridge screen'),
  quote(14, 'After the block'),
]
const renderPage = (blocks = page(), editing = false) =>
  render(
    <MemoryRouter>
      <BlockList blocks={blocks} editing={editing} />
    </MemoryRouter>,
  )
const visibleQuotes = () =>
  [...document.querySelectorAll<HTMLElement>('[data-template="quote"]')]
    .filter((b) => !b.hidden)
    .map((b) => b.querySelector('blockquote')?.textContent)

describe('Infotainment system (spec 2 §2, §3.12, §4, §5, §9)', () => {
  it("has the spec's defaults and 30 groups at most", () => {
    expect(infoSystem.schema.parse({})).toMatchObject({
      button_label: 'Show me',
      dropdown_default: 'SELECT YOUR VEHICLE',
      back_button_label: 'Change',
    })
    expect(infoSystem.groupSchema.parse({})).toMatchObject({ blocks_count: 1 })
    expect(infoSystem.max_field_groups).toBe(30)
  })

  it("on the server: the dropdown's default text, and none of the options' blocks", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <BlockList blocks={page()} />
      </MemoryRouter>,
    )
    expect(html).toContain('SELECT YOUR VEHICLE')
    expect(html.match(/<div[^>]*data-template="quote"[^>]*hidden/g)).toHaveLength(3)
  })

  it('pick → Show me → the title with the vehicle and its blocks → Change → the dropdown', () => {
    renderPage()
    expect(visibleQuotes()).toEqual(['After the block'])
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByRole('alert').textContent).toBe('Select your vehicle first.')
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByRole('heading', { name: 'The system of your Aurelia E5' })).toBe(document.activeElement)
    expect(visibleQuotes()).toEqual(['E5 screen', 'E5 updates', 'After the block'])
    fireEvent.click(screen.getByRole('button', { name: 'Change' }))
    expect(visibleQuotes()).toEqual(['After the block'])
    expect(screen.getByLabelText('Vehicle')).toBe(document.activeElement)
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByRole('heading', { name: 'The system of your Vantor Ridge' })).toBeTruthy()
    expect(visibleQuotes()).toEqual(['Ridge screen', 'After the block'])
  })

  it("leads on from an option's answer with its link, and only from that option's", () => {
    const ridge = infoSystem.groupSchema.parse({
      option_label: 'Vantor Ridge',
      option_link: { type: 'internal', url: '/owners/map-update', link_text: 'Update your maps from a USB drive', target: '_self' },
    })
    renderPage(page(fields(), [options()[0]!, ridge]))
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.queryByRole('link')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Change' }))
    fireEvent.change(screen.getByLabelText('Vehicle'), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    const link = screen.getByRole('link', { name: 'Update your maps from a USB drive' })
    expect(link.getAttribute('href')).toBe('/owners/map-update')
    // Under the answer's title, in the block: the visitor reads the answer, then the way on.
    expect(link.closest('section')?.querySelector('h2[data-option="1"]')).toBeTruthy()
    expect(infoSystem.groupSchema.parse({}).option_link ?? null).toBeNull()
  })

  it('opens its modal', () => {
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Which system do I have?' }))
    expect(within(screen.getByRole('dialog', { name: 'Which system do I have?' })).getByText(/Settings › About/)).toBeTruthy()
  })

  it('speaks the market language', () => {
    renderPage(page(fields(), options(), 'ar'))
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }))
    expect(screen.getByRole('alert').textContent).toBe('اختر سيارتك أولًا.')
  })

  it('without options: the problem in the editor, Loading Failed for visitors, and the resolver refuses it', async () => {
    renderPage(page(fields(), []), true)
    expect(screen.getByRole('alert').textContent).toContain('No option: add a group per vehicle')
    cleanup()
    renderPage(page(fields(), []))
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
    await expect(resolveData({ fields: fields(), groups: [] }, blockDataContext({}))).rejects.toThrow('Infotainment system misconfigured')
    expect(await resolveData({ fields: fields(), groups: options() }, blockDataContext({}, { 'general.language': 'he_IL' }))).toEqual(
      namespaceTexts('infoSystem', { language: 'he' }),
    )
  })
})
