import { describe, expect, it } from 'vitest'
import { linkSchema } from './link-value.ts'
import { isLinkShown, labelledLink, linkLabel } from './links.ts'

const link = (raw: object) => linkSchema().parse(raw)

describe('spec 2 §4 Links and buttons: which links are shown', () => {
  it.each([
    [{ type: 'internal', url: '/offers', link_text: 'Offers' }, true],
    [{ type: 'internal', url: '/offers', link_text: '' }, false],
    [{ type: 'internal', url: '', link_text: 'Offers' }, false],
    [{ type: 'external', url: 'https://example.com', link_text: 'Club' }, true],
    [{ type: 'external', url: 'https://example.com', link_text: '  ' }, false],
    [{ type: 'file', url: '/files/brochure.pdf', link_text: '' }, true],
    [{ type: 'file', url: '', link_text: 'Brochure' }, false],
    [{ type: 'form', rdx_forms_form_id: 3, link_text: 'Book a test drive' }, true],
    [{ type: 'form', rdx_forms_form_id: '7', link_text: '' }, true],
    [{ type: 'form', rdx_forms_form_id: null, link_text: 'Book a test drive' }, false],
    [{ type: 'form', rdx_forms_form_id: ' ', link_text: 'Book a test drive' }, false],
  ])('%o shown: %s', (raw, expected) => {
    expect(isLinkShown(link(raw))).toBe(expected)
  })

  it.each([
    [{ type: 'file', url: '/files/Price%20list.pdf?v=2', link_text: '' }, 'Price list.pdf'],
    [{ type: 'file', url: '/files/a.pdf', link_text: 'Brochure' }, 'Brochure'],
    [{ type: 'form', rdx_forms_form_id: 3, link_text: '' }, 'Open the form'],
  ])('labels %o as %s', (raw, expected) => {
    expect(linkLabel(link(raw))).toBe(expected)
  })

  it.each([
    ['the label as its text', { url: '/e7', link_text: 'Own' }, 'Explore', 'Explore'],
    ['its own text without a label', { url: '/e7', link_text: 'Own' }, ' ', 'Own'],
    ['nothing without a URL', { url: '', link_text: 'Own' }, 'Explore', null],
    ['nothing without any text', { url: '/e7' }, '', null],
  ])('labelledLink gives %s', (_, raw, label, expected) => {
    expect(labelledLink(link(raw), label)?.link_text ?? null).toBe(expected)
  })
  it('labelledLink gives nothing without a link', () => {
    expect(labelledLink(null, 'Explore')).toBeNull()
  })
})
