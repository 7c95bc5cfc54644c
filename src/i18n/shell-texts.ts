import type { Texts } from './messages.ts'

/**
 * The site shell's own texts (skip link, menu, landmarks, the 404 and error views): the
 * catalogue's `shell` namespace (ADR 091, ADR 118). The server resolves them for the market
 * (`namespaceTexts('shell', market)` in shell.server.ts) and hands them to the shell as plain
 * data. Editors' texts (navigation, footer, the 404 page's `error_page.not_found`) stay settings
 * and win over these defaults.
 */
export type ShellTexts = Texts<'shell'>

/** English, for the error view when the shell itself failed (no market to read). */
export { shell as ENGLISH_SHELL_TEXTS } from './locales/en/shell.ts'
