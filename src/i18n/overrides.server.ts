import { ENGLISH_MESSAGES, isSimpleMessage, messageArguments } from './catalogue.server.ts'

/**
 * Why a market's own wording of the catalogue's messages (setting i18n.messages: message id →
 * text, ADR 119) cannot be stored, or null: each id must be a message of the catalogue, and each
 * text valid ICU MessageFormat with only `{name}` arguments the message takes (the browser fills
 * those; ADR 118). The sentence names the id.
 * @example messageOverridesProblem({ 'shell.menu': 'Navigate' }) // → null
 * @example messageOverridesProblem({ 'shell.nope': 'x' }) // → 'i18n.messages: "shell.nope" is not a message id of the catalogue'
 */
export function messageOverridesProblem(overrides: Readonly<Record<string, string>>): string | null {
  for (const [id, text] of Object.entries(overrides)) {
    const english = ENGLISH_MESSAGES.get(id)
    if (english === undefined) return `i18n.messages: ${JSON.stringify(id)} is not a message id of the catalogue`
    let names: string[]
    try {
      names = messageArguments(text)
    } catch (error) {
      return `i18n.messages: ${JSON.stringify(id)} is not valid ICU MessageFormat (${(error as Error).message})`
    }
    if (!isSimpleMessage(text))
      return `i18n.messages: ${JSON.stringify(id)} may use {name} arguments only, no plural, select, number or date`
    const takes = messageArguments(english)
    const unknown = names.filter((name) => !takes.includes(name))
    if (unknown.length > 0)
      return `i18n.messages: ${JSON.stringify(id)} uses {${unknown[0]}}, which the message does not take (${takes.length ? takes.map((n) => `{${n}}`).join(', ') : 'none'})`
  }
  return null
}
