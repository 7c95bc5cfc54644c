import type { Texts } from './messages.ts'

/**
 * The cookie consent interface's own texts (spec 1 §2 Cookie banner, §4 Cookie consent): the
 * catalogue's `consent` namespace (ADR 118), resolved for the market by the shell's loader
 * (`namespaceTexts('consent', market)`) and handed to the consent provider as plain data.
 */
export type ConsentTexts = Texts<'consent'>

/** English, for a page rendered without the market's shell (its loader failed). */
export { consent as ENGLISH_CONSENT_TEXTS } from './locales/en/consent.ts'
