import { describe, expect, it } from 'vitest'
import { withLangInRichText } from './rich-text-links.ts'

describe("'{lang}' in the links of blocks' rich text (spec 1 §7 Predefined links; ADR 170)", () => {
  const accordion = {
    template: 'accordion',
    fields: { open_all_label: 'Open /{lang}/ all' },
    groups: [
      { accordion_title: 'See /{lang}/', accordion_content: '<p><a href="/{lang}/offers">Offers</a></p>' },
      { accordion_title: 'Plain', accordion_content: '<p>No link</p>' },
    ],
  }

  it("replaces '{lang}' in a group's HTML field, and copies only what changed", () => {
    const [block] = withLangInRichText([accordion], 'ar')
    expect(block!.groups[0]!.accordion_content).toBe('<p><a href="/ar/offers">Offers</a></p>')
    // Plain text fields are not HTML: their '{lang}' is what the editor wrote.
    expect(block!.groups[0]!.accordion_title).toBe('See /{lang}/')
    expect(block!.fields).toBe(accordion.fields)
    expect(block!.groups[1]).toBe(accordion.groups[1])
    // The kept page is shared between requests: it is not changed.
    expect(accordion.groups[0]!.accordion_content).toBe('<p><a href="/{lang}/offers">Offers</a></p>')
  })

  it('keeps a block without such links, and an unknown template, as the same object', () => {
    const plain = { ...accordion, groups: [accordion.groups[1]!] }
    const unknown = { template: 'no-such-block', fields: { html: '<a href="/{lang}/">x</a>' }, groups: [] }
    const [first, second] = withLangInRichText([plain, unknown], 'en')
    expect(first).toBe(plain)
    expect(second).toBe(unknown)
  })
})
