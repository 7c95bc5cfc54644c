/** spec 2 §3.9 Accordion has_schema: the items as schema.org FAQPage structured data. */
import { htmlToText } from '~/lib/html-text.ts'

/**
 * The FAQPage of the items that have both a question and an answer; null when none has.
 * `question` is plain text (a String field), `answer` sanitised HTML (a Markdown field).
 */
export function faqSchema(items: readonly { question: string; answer: string }[]) {
  const entities = items
    .map((item) => ({ name: item.question.replace(/\s+/g, ' ').trim(), text: htmlToText(item.answer) }))
    .filter((item) => item.name && item.text)
    .map(({ name, text }) => ({ '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } }))
  if (entities.length === 0) return null
  return { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: entities }
}
