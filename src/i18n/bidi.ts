/**
 * Mixed-direction text (ADR 128): a value written left to right (a version "2.0 Diesel AWD S", a
 * VIN, "11.4-inch") inside right-to-left text is reordered by the Unicode bidirectional algorithm
 * around its numbers ("Diesel AWD S 2.0"). Isolating each left-to-right run keeps it as written.
 * Pure; `<Bidi>` (src/ui/Bidi.tsx) renders the runs.
 */

/** A strong right-to-left character: Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms. */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/
/** A strong left-to-right letter or a digit: what starts and ends a left-to-right run. */
const LTR_CORE = /[A-Za-z0-9\u00C0-\u024F]/

export type BidiSegment = { text: string; ltr: boolean }

/** Whether the text holds any right-to-left letter. */
export const hasRtl = (text: string): boolean => RTL.test(text)

/**
 * The text cut into its left-to-right runs (from a Latin letter or digit to the last one before
 * the next right-to-left letter, with the spaces and punctuation between) and the rest. Text
 * without any right-to-left letter is one run.
 * @example bidiSegments('فانتور ريدج 2.0 Diesel AWD S') // [{ text: 'فانتور ريدج ', ltr: false }, { text: '2.0 Diesel AWD S', ltr: true }]
 */
export function bidiSegments(text: string): BidiSegment[] {
  if (text === '') return []
  if (!hasRtl(text)) return [{ text, ltr: true }]
  const segments: BidiSegment[] = []
  const push = (part: string, ltr: boolean) => {
    if (part === '') return
    const last = segments[segments.length - 1]
    if (last && last.ltr === ltr) last.text += part
    else segments.push({ text: part, ltr })
  }
  const chars = [...text]
  let i = 0
  while (i < chars.length) {
    if (!LTR_CORE.test(chars[i]!)) {
      push(chars[i]!, false)
      i++
      continue
    }
    // A run: up to the next right-to-left letter, then back to its last Latin letter or digit.
    let end = i
    while (end < chars.length && !RTL.test(chars[end]!)) end++
    let last = end - 1
    while (last > i && !LTR_CORE.test(chars[last]!) && !/[%)\]]/.test(chars[last]!)) last--
    push(chars.slice(i, last + 1).join(''), true)
    i = last + 1
  }
  return segments
}

/** U+200F RIGHT-TO-LEFT MARK: a strong right-to-left character with no glyph. */
const RLM = '\u200F'

/**
 * A plain-text e-mail of a right-to-left market: a mail reader gives each line the direction of
 * its first strong letter, so a line of Arabic that opens with a Latin name or model ("Aurelia E5
 * محجوزة …") would read left to right, its words in the wrong order. Each line holding a
 * right-to-left letter starts with a right-to-left mark; a line without any (a link, a message
 * written in English) keeps its own direction. Left-to-right markets' text is returned as it is.
 * @example plainTextInDirection('Aurelia E5 محجوزة', 'rtl') // → '\u200FAurelia E5 محجوزة'
 */
export function plainTextInDirection(text: string, direction: 'ltr' | 'rtl'): string {
  if (direction === 'ltr') return text
  return text
    .split('\n')
    .map((line) => (hasRtl(line) && !line.startsWith(RLM) ? `${RLM}${line}` : line))
    .join('\n')
}
