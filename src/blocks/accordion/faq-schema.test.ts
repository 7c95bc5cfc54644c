import { describe, expect, it } from 'vitest'
import { faqSchema } from './faq-schema.ts'

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
