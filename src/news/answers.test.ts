import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { newsItemAnswerSchema, newsPageAnswerSchema } from './answers.ts'
import { newsItemSchema, newsPageSchema } from './news.ts'
import { createSandboxNews } from './news.server.ts'

// The browser's guards against the server's zod schemas, as the content API declares its answers
// (`{ data: … }`, src/content/api.server.ts): each answer is read by both, and both must agree.
const server = {
  page: { guard: newsPageAnswerSchema, zod: z.object({ data: newsPageSchema }) },
  item: { guard: newsItemAnswerSchema, zod: z.object({ data: newsItemSchema }) },
}

const sandbox = createSandboxNews()
/** An answer as it crosses the network. */
const sent = (data: unknown) => JSON.parse(JSON.stringify({ data })) as { data: Record<string, unknown> & { items: object[] } }
const page = sent(await sandbox.list({ lang: 'ar', market: 'AE', page: 1 }, null))
const last = sent(await sandbox.list({ lang: 'en', market: 'AE', page: 3 }, null))
const item = sent(await sandbox.item({ lang: 'en', market: 'AE', id: 'summit-takes-the-pass' }, null))
const story = { id: 'a-1', title: 'Title', summary: 'Summary', date: '2026-11-30', image: null, image_alt: '' }
const pageOf = (items: unknown[], more: object = {}) => ({ data: { items, page: 1, pages: 1, total: items.length, ...more } })
const itemOf = (more: object) => ({ data: { ...story, body: ['Text'], ...more } })

describe('news answers read in the browser (ADR 145, ADR 165)', () => {
  it.each([
    ['a page of the sandbox news, in Arabic', 'accepted', 'page', page],
    ['the last page, shorter', 'accepted', 'page', last],
    ['a page past the last, empty', 'accepted', 'page', pageOf([], { page: 4, pages: 3, total: 14 })],
    ['an item of the sandbox news', 'accepted', 'item', item],
    [
      'loose fields: text trimmed, summary and body absent, an unsafe image none, alt text absent',
      'accepted',
      'item',
      { data: { id: ' a-1 ', title: ' Title ', date: '2026-11-30T08:00:00Z', image: 'javascript:alert(1)' } },
    ],
    ['an image of another site over http: none', 'accepted', 'page', pageOf([{ ...story, image: 'http://cdn.example/a.jpg' }])],
    ['a protocol-relative image: none', 'accepted', 'page', pageOf([{ ...story, image: '//cdn.example/a.jpg' }])],
    [
      'an https image and a path of this site are kept',
      'accepted',
      'page',
      pageOf([
        { ...story, image: 'https://cdn.example/a.jpg' },
        { ...story, image: '/media/a.jpg' },
      ]),
    ],
    ['extra keys at every level', 'accepted', 'page', { data: { ...pageOf([{ ...story, tags: ['x'] }]).data, next: 2 }, meta: {} }],
    ['extra keys of an item, dropped', 'accepted', 'item', { data: { ...item.data, tags: ['x'] }, meta: {} }],
    ['a bare page, not in data', 'refused', 'page', page.data],
    ['no answer', 'refused', 'page', null],
    ['a list instead of a page', 'refused', 'page', { data: [] }],
    ['items missing', 'refused', 'page', { data: { page: 1, pages: 0, total: 0 } }],
    ['more than 100 items', 'refused', 'page', pageOf(Array.from({ length: 101 }, () => story))],
    ['page 0', 'refused', 'page', pageOf([story], { page: 0 })],
    ['a fractional page', 'refused', 'page', pageOf([story], { page: 1.5 })],
    ['the total as text', 'refused', 'page', pageOf([story], { total: '1' })],
    ['an id of 201 characters', 'refused', 'page', pageOf([{ ...story, id: 'x'.repeat(201) }])],
    ['a title only of spaces', 'refused', 'page', pageOf([{ ...story, title: '   ' }])],
    ['a summary of null', 'refused', 'page', pageOf([{ ...story, summary: null }])],
    ['a date of 41 characters', 'refused', 'page', pageOf([{ ...story, date: '2'.repeat(41) }])],
    ['an image address of 2049 characters', 'refused', 'page', pageOf([{ ...story, image: `/${'a'.repeat(2048)}` }])],
    ['an image as a number', 'refused', 'page', pageOf([{ ...story, image: 1 }])],
    ['alt text of 301 characters', 'refused', 'page', pageOf([{ ...story, image_alt: 'a'.repeat(301) }])],
    ['a body as HTML text, not paragraphs', 'refused', 'item', itemOf({ body: '<p>Text</p>' })],
    ['a body of 201 paragraphs', 'refused', 'item', itemOf({ body: Array.from({ length: 201 }, () => 'Text') })],
    ['a paragraph of 10,001 characters', 'refused', 'item', itemOf({ body: ['a'.repeat(10_001)] })],
    ['an item without a title', 'refused', 'item', itemOf({ title: undefined })],
  ] as const)('%s: %s, as the server’s schema', (_name, outcome, kind, answer) => {
    const { guard, zod } = server[kind]
    const expected = zod.safeParse(answer)
    const read = guard.safeParse(answer)
    expect(read).toEqual(expected.success ? { success: true, data: expected.data } : { success: false })
    expect(read.success ? 'accepted' : 'refused').toBe(outcome)
  })

  it('reads a real answer to the same value, extra keys dropped, loose fields settled', () => {
    expect(newsPageAnswerSchema.parse(page)).toEqual(page)
    expect(newsItemAnswerSchema.parse({ ...item, meta: {}, data: { ...item.data, tags: [] } })).toEqual(item)
    expect(newsItemAnswerSchema.parse({ data: { id: 'a-1', title: 'Title', date: '', image: '//x.example/a.jpg' } }).data).toEqual({
      id: 'a-1',
      title: 'Title',
      summary: '',
      date: '',
      image: null,
      image_alt: '',
      body: [],
    })
  })
})
