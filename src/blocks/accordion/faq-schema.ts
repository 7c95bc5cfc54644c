/** spec 2 §3.9 Accordion has_schema: the items as schema.org FAQPage structured data. */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The text of sanitised editor HTML: tags dropped (block ends and line breaks become spaces), entities decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(br|\/(p|li|h[1-6]|div|dt|dd|tr|td|th|blockquote|figcaption))\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

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
