import { describe, expect, it } from 'vitest'
import { onlyStepChanged } from './step-address.ts'

describe("onlyStepChanged: a move between the checkout's steps needs no new data", () => {
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
  ])('%s → %s: %s', (current, next, expected) => {
    expect(onlyStepChanged(at(current), at(next))).toBe(expected)
  })
})
