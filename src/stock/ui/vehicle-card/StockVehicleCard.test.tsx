import { renderToStaticMarkup } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { StockTextsContext } from '../../texts/context.ts'
import { ENGLISH_STOCK_TEXTS } from '../../texts/tables.ts'
import { cardVehicle } from '../listing/card.ts'
import { StockVehicleCard } from './StockVehicleCard.tsx'

const cardOf = (status: string, prices: Record<string, number> = {}) =>
  cardVehicle(
    { id: 7, state: 'new', status, nameplate_brand_name: 'Aurelia', nameplate_name: 'E5', msrp_price: 24995, ...prices },
    { list: 'list', market: 'standard', texts: ENGLISH_STOCK_TEXTS },
  )
/** The card as the server renders it, in a page of a data router (its market's locale is the root's). */
async function html(status: string, prices?: Record<string, number>) {
  const element = (
    <StockTextsContext value={ENGLISH_STOCK_TEXTS}>
      <StockVehicleCard card={cardOf(status, prices)} base="/ar" priceFormat={STOCK_PRICE_FORMAT} disclaimers={{}} eager={false} />
    </StockTextsContext>
  )
  const routes = [{ id: 'root', path: '/', element }]
  const context = await createStaticHandler(routes).query(new Request('http://shop/'))
  if (context instanceof Response) throw new Error('no page')
  return renderToStaticMarkup(<StaticRouterProvider router={createStaticRouter(routes, context)} context={context} />)
}

describe("a stock card's link to the car's page (spec 3 §2)", () => {
  it.each([
    ['stock', true],
    ['reserved', true],
    ['sold', false],
  ])('a %s car: linked %s', async (status, linked) => {
    const card = await html(status)
    expect(card).toContain('Aurelia E5')
    expect(card.includes('href="/ar/showroom/')).toBe(linked)
  })
})

describe("a stock card's offer price (spec 3 §4)", () => {
  const spoken = (markup: string) =>
    markup
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  it('says "Was" and "Now" to a screen reader, which does not read a strike-through', async () => {
    const card = await html('stock', { sale_price: 22995 })
    expect(spoken(card)).toContain('Was 24,995 € Now 22,995 €')
    expect(card).toMatch(/<span class="fc-visually-hidden">Was <\/span><s [^>]*>/)
  })
  it('says neither for a price without an offer', async () => {
    const card = await html('stock')
    expect(spoken(card)).toContain('New 24,995 €')
    expect(card).not.toContain('fc-visually-hidden">Now')
    expect(card).not.toContain('fc-visually-hidden">Was')
  })
})
