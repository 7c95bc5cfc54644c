import { describe, expect, it } from 'vitest'
import { contactHref, contactText, type ContactType } from './contacts.ts'

describe('spec 2 §3.11 Retailer Locator Cards: contact hrefs are rebuilt from checked values', () => {
  it.each<[ContactType, string, string | null]>([
    ['phone', '+44 20 7946 0000', 'tel:+442079460000'],
    ['phone', '+44 (0)20 7946 0000', 'tel:+442079460000'],
    ['phone', '020 7946-0000', 'tel:02079460000'],
    ['phone', 'tel:+442079460000', 'tel:+442079460000'],
    ['phone', 'TEL:+44.20.7946.0000', 'tel:+442079460000'],
    ['phone', '999', 'tel:999'],
    ['phone', '12', null],
    ['phone', '+1234567890123456', null],
    ['phone', '0800 CARS', null],
    ['phone', 'javascript:alert(1)', null],
    ['phone', '+44 20 7946 0000<script>', null],
    ['phone', '', null],
    ['whatsapp', '+44 7700 900123', 'https://wa.me/447700900123'],
    ['whatsapp', '0044 7700 900123', 'https://wa.me/447700900123'],
    ['whatsapp', 'https://wa.me/447700900123', 'https://wa.me/447700900123'],
    ['whatsapp', 'wa.me/447700900123?text=Hello', 'https://wa.me/447700900123'],
    ['whatsapp', '07700 900123', null],
    ['whatsapp', 'https://evil.example/wa.me/447700900123', null],
    ['whatsapp', 'javascript:alert(1)', null],
    ['email', 'sales@vantor-guildford.co.uk', 'mailto:sales@vantor-guildford.co.uk'],
    ['email', 'mailto:sales@vantor-guildford.co.uk', 'mailto:sales@vantor-guildford.co.uk'],
    ['email', 'first.last+service@example.com', 'mailto:first.last+service@example.com'],
    ['email', 'sales@example.com?bcc=all@example.com', null],
    ['email', 'Sales <sales@example.com>', null],
    ['email', 'sales@localhost', null],
    ['email', 'javascript:alert(1)//@x.com', null],
    ['email', 'no-at-sign.example.com', null],
  ])('%s %j → %j', (type, raw, href) => {
    expect(contactHref(type, raw)).toBe(href)
  })

  it.each<[ContactType, string]>([
    ['phone', '+44 (0)20 7946 0000'],
    ['whatsapp', '0044 7700 900123'],
    ['email', 'MAILTO:sales@example.com'],
  ])('building from a built %s href gives the same href', (type, raw) => {
    const href = contactHref(type, raw)!
    expect(contactHref(type, href)).toBe(href)
  })

  it.each([
    ['tel:+442079460000', '+442079460000'],
    ['mailto:sales@example.com', 'sales@example.com'],
    ['https://wa.me/447700900123', '+447700900123'],
  ])('%s reads %s without a label', (href, text) => {
    expect(contactText(href)).toBe(text)
  })
})
