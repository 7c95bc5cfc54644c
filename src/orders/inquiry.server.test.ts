import { describe, expect, it } from 'vitest'
import { inquiryRecipients } from './inquiry.server.ts'

/** spec 3 §7 send_inquiry_email; ADR 102: the request may only narrow the server's addresses. */
describe('inquiryRecipients', () => {
  const allowed = ['Sales@Retailer.example', 'desk@market.example', 'sales@retailer.example']
  it.each([
    ['no recipients asked: every allowed address, once', null, { to: ['sales@retailer.example', 'desk@market.example'] }],
    ['one allowed address, in any case', ['DESK@market.example'], { to: ['desk@market.example'] }],
    ['the same address twice is one', ['desk@market.example', ' desk@market.example '], { to: ['desk@market.example'] }],
    ['an address of anyone else is refused by its index', ['desk@market.example', 'victim@example.org'], { refused: 1 }],
    ['a look-alike is anyone else', ['sales@retailer.example.evil'], { refused: 0 }],
  ])('%s', (_, asked, expected) => {
    expect(inquiryRecipients(allowed, asked)).toEqual(expected)
  })
  it('nothing allowed: nobody to write to', () => {
    expect(inquiryRecipients([], null)).toEqual({ to: [] })
    expect(inquiryRecipients([], ['a@b.example'])).toEqual({ refused: 0 })
  })
})
