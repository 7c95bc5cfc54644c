// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { importWithGroups, setUpCarouselTests, shownSlide } from '~/test/blocks.tsx'
import ModelsCarouselManual from './Block.tsx'
import { modelsCarouselManual } from './template.ts'

const row = { name: 'Ridge 2.0', engine: '2.0 l, 150 kW', consumption: '7.8 l/100 km', price: '£41,250', lease: '£449 / month' }
const models = (...nameplates: string[]) =>
  nameplates.map((nameplate, i) =>
    modelsCarouselManual.groupSchema.parse({
      nameplate,
      image: { id: 1006 + i, alt: `${nameplate} on a track` },
      specs: [{ name: 'Petrol', table: [{ ...row, name: `${nameplate} 2.0` }] }],
    }),
  )
const carousel = (raw: unknown = {}, groups = models('Ridge', 'Summit', 'Trail'), eagerImages = true) => (
  <ModelsCarouselManual fields={modelsCarouselManual.schema.parse(raw)} groups={groups} context={{ index: 1, eagerImages }} />
)
const shown = () => shownSlide()!

setUpCarouselTests()

describe('Models Carousel Manual (spec 2 §3.7)', () => {
  it('renders every model on the server, the first shown, with its image, nameplate and spec table', () => {
    const html = renderToStaticMarkup(carousel())
    expect(html).toContain('aria-roledescription="carousel" aria-label="Models"')
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(3)
    expect(html.match(/role="group"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1006\/w\/1600\/h\/900"[^>]*alt="Ridge on a track"/)
    expect(html).toContain('<h2 class="fc-heading fc-heading--l')
    expect(html.match(/loading="eager"/g)).toHaveLength(1)
  })

  it('draws each spec table with the header row Name, Engine, Consumption, Price, Lease', () => {
    render(carousel())
    const table = within(shown()).getByRole('table', { name: 'Petrol' })
    const cells = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(cells).toEqual([
      ['Name', 'Engine', 'Consumption', 'Price', 'Lease'],
      ['Ridge 2.0', '2.0 l, 150 kW', '7.8 l/100 km', '£41,250', '£449 / month'],
    ])
  })

  it('the nameplate buttons under models-label choose the model', () => {
    render(carousel({ 'models-label': 'Choose your Vantor' }))
    expect(screen.getByRole('region', { name: 'Choose your Vantor' }).getAttribute('aria-roledescription')).toBe('carousel')
    const nameplates = screen.getByText('Choose your Vantor').nextElementSibling!
    expect(
      within(nameplates as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ridge', 'Summit', 'Trail'])
    fireEvent.click(screen.getByRole('button', { name: 'Trail' }))
    expect(shown().getAttribute('aria-label')).toBe('Trail')
    expect(screen.getByRole('button', { name: 'Trail' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Ridge' }).getAttribute('aria-current')).toBeNull()
  })

  it('previous and next step through the models, wrapping round', () => {
    render(carousel())
    fireEvent.click(screen.getByRole('button', { name: 'Previous model' }))
    expect(shown().getAttribute('aria-label')).toBe('Trail')
    fireEvent.click(screen.getByRole('button', { name: 'Next model' }))
    expect(shown().getAttribute('aria-label')).toBe('Ridge')
  })

  it('never moves by itself (manual) and has no play/pause button', () => {
    render(carousel())
    act(() => vi.advanceTimersByTime(60_000))
    expect(shown().getAttribute('aria-label')).toBe('Ridge')
    expect(screen.queryByRole('button', { name: /Pause|Play/ })).toBeNull()
  })

  it('puts the transparent image (in webp, keeping its transparency) over the image, which is then decorative', () => {
    const [ridge] = models('Ridge')
    const html = renderToStaticMarkup(carousel({}, [{ ...ridge!, 'transparent-image': { id: 1007, alt: 'Vantor Ridge' } }]))
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1006\/w\/1600\/h\/900"[^>]*alt=""/)
    expect(html).toMatch(/src="\/media\/api\/v2\/images\/1007\/w\/1600\/h\/900.webp"[^>]*alt="Vantor Ridge"/)
  })

  it.each([
    ['unparsable JSON text', '[{"name": "Petrol", "table": ['],
    ['JSON of another shape', { name: 'Petrol', rows: [] }],
  ])('renders no table for %s, and logs nothing (spec 2 §5)', (_, specs) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const [ridge] = models('Ridge')
    render(carousel({}, [{ ...ridge!, specs }]))
    expect(shown().getAttribute('aria-label')).toBe('Ridge')
    expect(screen.queryByRole('table')).toBeNull()
    expect(error).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })

  it('shows one model without picker or controls, leaves out empty ones, and renders nothing without any', () => {
    const empty = modelsCarouselManual.groupSchema.parse({ image: null })
    render(carousel({}, [...models('Only'), empty]))
    expect(shown().getAttribute('aria-label')).toBe('Only')
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    expect(renderToStaticMarkup(carousel({}, []))).toBe('')
  })
})

describe('Models Carousel Manual template', () => {
  it('applies the defaults', () => {
    expect(modelsCarouselManual.schema.parse({})).toEqual({ block_scroll_id: '', 'models-label': 'Models' })
    expect(modelsCarouselManual.groupSchema.parse({})).toEqual({
      nameplate: '',
      image: { id: 24735 },
      'transparent-image': null,
      specs: [],
    })
  })

  it('stores specs as any JSON (the renderer checks it), and rejects bad values', () => {
    expect(modelsCarouselManual.groupSchema.parse({ specs: '[{"name":' }).specs).toBe('[{"name":')
    expect(modelsCarouselManual.schema.safeParse({ 'models-label': 'x'.repeat(101) }).success).toBe(false)
    expect(modelsCarouselManual.groupSchema.safeParse({ nameplate: 7 }).success).toBe(false)
    expect(modelsCarouselManual.groupSchema.safeParse({ 'transparent-image': { id: 'a' } }).success).toBe(false)
  })

  it('takes up to 20 models', () => {
    expect(importWithGroups('models-carousel-manual', 20)).toMatchObject({ ok: true })
    expect(importWithGroups('models-carousel-manual', 21)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('21 field groups, at most 20 allowed')],
    })
  })
})
