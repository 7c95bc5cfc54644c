import type * as english from './locales/en.ts'

/**
 * The message catalogue's types and the one formatting step the browser runs (ADR 118). The
 * catalogue itself (src/i18n/locales/, catalogue.server.ts) stays on the server: a route's loader
 * hands its components the namespaces they need, already resolved for the market (its language,
 * the fallback chain and the market's overrides), as plain data.
 *
 * @example
 *   // loader: texts: namespaceTexts('shell', market)
 *   format(texts.home, { site: 'Aurelia' }) // → 'Aurelia home'
 */

/** A namespace of the catalogue: one named export of each locale file (shell, stock, blocks …). */
export type Namespace = keyof typeof english

/** A namespace's messages in one language, every id present. */
export type Texts<N extends Namespace> = Readonly<Record<keyof (typeof english)[N], string>>

/** A whole locale file. */
export type LocaleMessages = { readonly [N in Namespace]: Texts<N> }

/** A regional locale file (e.g. en-US): only the ids it words differently from its language. */
export type RegionalMessages = { readonly [N in Namespace]?: Partial<Texts<N>> }

/** A message's id: its namespace and its key, e.g. 'shell.skipLink', 'stock.filters.title'. */
export type MessageId = { [N in Namespace]: `${N}.${keyof (typeof english)[N] & string}` }[Namespace]

/** Values of a message's arguments. */
export type MessageValues = Readonly<Record<string, string | number>>

/** `{name}` and nothing else of ICU's syntax: what the browser formats without the ICU parser. */
const SIMPLE_ARGUMENT = /\{\s*(\w+)\s*\}/g

/**
 * A message with its simple `{name}` arguments filled (an argument without a value is kept as it
 * is). NOTE: this is the browser's subset of ICU on purpose — the ICU parser is not shipped to
 * visitors (ADR 118); a message with plural, select, number or date syntax is formatted on the
 * server (`formatMessage` in catalogue.server.ts) and handed over as text. The catalogue test
 * holds every message of a namespace the browser formats to this subset.
 */
export function format(message: string, values: MessageValues = {}): string {
  return message.replace(SIMPLE_ARGUMENT, (whole, name: string) => (name in values ? String(values[name]) : whole)).replace(/''/g, "'")
}
