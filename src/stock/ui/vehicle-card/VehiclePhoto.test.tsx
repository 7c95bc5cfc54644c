// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { StockTextsContext } from '../../texts/context.ts'
import { ENGLISH_STOCK_TEXTS } from '../../texts/tables.ts'
import { cardVehicle } from '../listing/card.ts'
import { StockVehicleCard } from './StockVehicleCard.tsx'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode
  document.body.innerHTML = ''
})

const card = cardVehicle(
  {
    id: 7,
    state: 'used',
    status: 'stock',
    nameplate_brand_name: 'Aurelia',
    nameplate_name: 'E5',
    msrp_price: 24995,
    // As the sample feed gave them before: a path this site does not have.
    photos: [{ sequence: 1, normal: '/media/sample-1.jpg' }],
  },
  { list: 'list', market: 'standard', texts: ENGLISH_STOCK_TEXTS },
)
const Card = () => (
  <RouterProvider
    router={createMemoryRouter([
      {
        path: '/',
        element: (
          <StockTextsContext value={ENGLISH_STOCK_TEXTS}>
            <StockVehicleCard card={card} base="" priceFormat={STOCK_PRICE_FORMAT} disclaimers={{}} eager={false} />
          </StockTextsContext>
        ),
      },
    ])}
  />
)

/** The browser's state of every image: loaded (its width) or broken (complete, no width, decode refused). */
function imagesAre(state: 'broken' | 'loaded') {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true)
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state === 'broken' ? 0 : 768)
  HTMLImageElement.prototype.decode = () => (state === 'broken' ? Promise.reject(new Error('EncodingError')) : Promise.resolve())
}

describe('a stock card whose photo does not load shows its placeholder (ADR 122)', () => {
  it('a photo that fails after hydration', () => {
    const { container } = render(<Card />)
    fireEvent.error(container.querySelector('img')!)
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('[data-no-photo]')!.textContent).toBe('Photos coming soon')
  })

  it.each([
    ['broken', 'the placeholder', true],
    ['loaded', 'the photo', false],
  ] as const)('a photo %s before the page hydrated: %s, from server markup that hydrates as it is', async (state, _, placeholder) => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Card />)
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/sample-1.jpg')
    document.body.append(container)
    imagesAre(state)
    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const root = await act(async () => hydrateRoot(container, <Card />, { onRecoverableError: recoverable }))
    expect(container.querySelector('[data-no-photo]') !== null).toBe(placeholder)
    expect(container.querySelector('img') === null).toBe(placeholder)
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    act(() => root.unmount())
  })
})
