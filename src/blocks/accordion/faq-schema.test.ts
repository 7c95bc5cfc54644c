import { describe, expect, it } from 'vitest'
import { faqSchema, htmlToText } from './faq-schema.ts'

describe('spec 2 §3.9 Accordion structured data: text of the answers', () => {
  it.each([
    ['<p>Up to <strong>520 km</strong> (WLTP).</p>', 'Up to 520 km (WLTP).'],
    ['<p>One</p><p>Two</p>', 'One Two'],
    ['Line<br>break', 'Line break'],
    ['<ul><li>Home</li><li>Public</li></ul>', 'Home Public'],
    ['Fish &amp; chips &lt;3 &quot;ok&quot; &#39;x&#39; &#x263A; &nbsp;end', 'Fish & chips <3 "ok" \'x\' ☺ end'],
    ['&unknown; &#0;', '&unknown; &#0;'],
    ['  spaced \n out  ', 'spaced out'],
    ['', ''],
  ])('%j reads %j', (html, text) => {
    expect(htmlToText(html)).toBe(text)
  })
})

describe('spec 2 §3.9 Accordion structured data: FAQPage', () => {
  it('lists the items with a question and an answer', () => {
    expect(
      faqSchema([
        { question: 'How far can I drive?', answer: '<p>Up to 520 km.</p>' },
        { question: '', answer: '<p>No question</p>' },
        { question: 'No answer', answer: '<p> </p>' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How far can I drive?', acceptedAnswer: { '@type': 'Answer', text: 'Up to 520 km.' } }],
    })
  })

  it('is null without a complete item', () => {
    expect(faqSchema([])).toBeNull()
    expect(faqSchema([{ question: 'Only a question', answer: '' }])).toBeNull()
  })
})
