import { describe, expect, it } from 'vitest'
import { CURRENT_PAGE_PARAM } from '~/news/rules.ts'
import { STEP_PARAM } from '~/orders/rules/step-address.ts'
import { IN_PAGE_PARAMS, onlyInPageStateChanged } from './in-page-address.ts'

describe('onlyInPageStateChanged: a move between checkout steps or news pages needs no new data', () => {
  const at = (pathAndQuery: string) => new URL(pathAndQuery, 'https://market.example')
  it.each([
    ['/checkout?vehicle=1', '/checkout?vehicle=1&step=retailer', true],
    ['/checkout?vehicle=1&step=retailer', '/checkout?vehicle=1', true],
    ['/checkout?vehicle=1&step=retailer', '/checkout?step=details&vehicle=1', true],
    ['/checkout?vehicle=1&step=retailer', '/checkout?vehicle=1&step=retailer', false],
    ['/checkout?vehicle=1', '/checkout?vehicle=1', false],
    ['/checkout?vehicle=1&step=retailer', '/checkout?vehicle=2&step=details', false],
    ['/checkout?vehicle=1', '/vehicle/1?step=retailer', false],
    ['/checkout?vehicle=1&paypal=cancel', '/checkout?vehicle=1&step=payment', false],
    ['/news', '/news?currentPage=2', true],
    ['/news?currentPage=2', '/news?currentPage=1', true],
    ['/news?currentPage=2', '/news', true],
    ['/news?currentPage=2', '/news?article=7', false],
    ['/news?currentPage=2', '/offers?currentPage=3', false],
    ['/news?utm_source=mail', '/news?currentPage=2', false],
  ])('%s → %s: %s', (current, next, expected) => {
    expect(onlyInPageStateChanged(at(current), at(next))).toBe(expected)
  })

  it('knows the names the checkout and the news list write', () => {
    expect(IN_PAGE_PARAMS).toEqual(expect.arrayContaining([STEP_PARAM, CURRENT_PAGE_PARAM]))
  })
})
