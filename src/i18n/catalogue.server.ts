import { IntlMessageFormat } from 'intl-messageformat'
import { fallbackChain, FALLBACK_LOCALE } from './fallback.ts'
import type { LocaleMessages, MessageId, MessageValues, Namespace, RegionalMessages, Texts } from './messages.ts'
import * as ar from './locales/ar.ts'
import * as de from './locales/de.ts'
import * as en from './locales/en.ts'
import * as enUS from './locales/en-US.ts'
import * as es from './locales/es.ts'
import * as fr from './locales/fr.ts'
import * as he from './locales/he.ts'
import * as hr from './locales/hr.ts'
import * as it from './locales/it.ts'
import * as ja from './locales/ja.ts'
import * as pl from './locales/pl.ts'

/**
 * The message catalogue (ADR 118): every interface text visitors and a market's team read, one
 * locale file per language under ./locales/, ICU MessageFormat (intl-messageformat). Server
 * only: a loader resolves the namespaces its route needs for the market and hands them to the
 * components as plain data (`namespaceTexts`), so no locale file and no ICU parser reaches the
 * browser.
 *
 * @example
 *   namespaceTexts('shell', { language: 'ar_AE' }).skipLink // → 'انتقل إلى المحتوى'
 *   formatMessage('stock.list.results', { shown: 12, total: 300 }, { language: 'de_DE' })
 */

/** The complete locales: every id of English (the catalogue test checks it). */
export const LANGUAGES = { en, ar, he, hr, de, fr, es, it, pl, ja } as const satisfies Record<string, LocaleMessages>

/** Regional locales: the ids a region words differently from its language (fallback regional → language → en). */
export const REGIONS = { 'en-US': enUS } as const satisfies Record<string, RegionalMessages>

const LOCALES: Readonly<Record<string, RegionalMessages>> = { ...LANGUAGES, ...REGIONS }
const AVAILABLE = Object.keys(LOCALES)

/** The namespaces (the locale files' named exports). */
export const NAMESPACES = Object.keys(en) as Namespace[]

/** Every message id with its English text. */
export const ENGLISH_MESSAGES: ReadonlyMap<string, string> = new Map(
  NAMESPACES.flatMap((namespace) => Object.entries(en[namespace]).map(([key, text]) => [`${namespace}.${key}`, text as string])),
)

/** A market's language and its own wording of some messages (settings general.language, i18n.messages). */
export interface MarketLanguage {
  language: string | null | undefined
  overrides?: Readonly<Record<string, string>>
}

/** The locales a language setting reads, most specific first, ending in English (fallback.ts). */
export const localeChain = (language: string | null | undefined): string[] => fallbackChain(language, AVAILABLE)

// Locale files are constant, so a namespace resolved for a chain is too: one object per
// (namespace, chain), no state that instances could disagree on.
const resolved = new Map<string, Readonly<Record<string, string>>>()

function resolveNamespace(namespace: Namespace, chain: readonly string[]): Readonly<Record<string, string>> {
  const cacheKey = `${namespace}:${chain.join('>')}`
  let texts = resolved.get(cacheKey)
  if (!texts) {
    const merged: Record<string, string> = {}
    for (const locale of [...chain].reverse()) Object.assign(merged, LOCALES[locale]?.[namespace])
    texts = Object.freeze(merged)
    resolved.set(cacheKey, texts)
  }
  return texts
}

/**
 * A namespace's messages for a market: the market's own wording, else its regional locale, its
 * language, English. What a loader hands its components.
 */
export function namespaceTexts<N extends Namespace>(namespace: N, market: MarketLanguage): Texts<N> {
  const texts = resolveNamespace(namespace, localeChain(market.language))
  const prefix = `${namespace}.`
  const own = Object.entries(market.overrides ?? {}).filter(([id]) => id.startsWith(prefix))
  if (own.length === 0) return texts as Texts<N>
  return { ...texts, ...Object.fromEntries(own.map(([id, text]) => [id.slice(prefix.length), text])) } as Texts<N>
}

/** A message's text for a market, unformatted (its ICU source). */
export function messageText(id: MessageId, market: MarketLanguage): string {
  const own = market.overrides?.[id]
  if (own !== undefined) return own
  const namespace = id.slice(0, id.indexOf('.')) as Namespace
  return resolveNamespace(namespace, localeChain(market.language))[id.slice(namespace.length + 1)] ?? id
}

const formats = new Map<string, IntlMessageFormat>()

/**
 * A message formatted with ICU's plurals, selects, numbers and dates in the market's locale.
 * @example formatMessage('stock.list.results', { shown: 12, total: 300 }, { language: 'en_GB' })
 */
export function formatMessage(id: MessageId, values: MessageValues, market: MarketLanguage): string {
  const text = messageText(id, market)
  const locale = localeChain(market.language)[0] ?? FALLBACK_LOCALE
  const cacheKey = `${locale}\u0000${text}`
  let compiled = formats.get(cacheKey)
  if (!compiled) {
    compiled = new IntlMessageFormat(text, locale)
    // Bounded by the catalogue's size times its locales, plus the markets' overrides.
    if (formats.size < 10_000) formats.set(cacheKey, compiled)
  }
  return String(compiled.format(values))
}

type Element = ReturnType<IntlMessageFormat['getAst']>[number]
/** The ICU parser's element types (@formatjs/icu-messageformat-parser TYPE) this module reads. */
const LITERAL = 0
const ARGUMENT = 1

/** A message's elements, through intl-messageformat's parser; throws a SyntaxError naming the problem. */
const parse = (text: string): Element[] => new IntlMessageFormat(text, FALLBACK_LOCALE).getAst()

/** The arguments a message takes, sorted (`{name}`, plural and select arguments alike); throws on bad ICU syntax. */
export function messageArguments(text: string): string[] {
  const names = new Set<string>()
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      if ('value' in element && element.type !== LITERAL) names.add(String(element.value))
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value)
      if ('children' in element) walk(element.children)
    }
  }
  walk(parse(text))
  return [...names].sort()
}

/** True when a message uses only `{name}` arguments: what the browser's `format` handles (messages.ts). */
export function isSimpleMessage(text: string): boolean {
  return parse(text).every((element) => element.type === LITERAL || element.type === ARGUMENT)
}
