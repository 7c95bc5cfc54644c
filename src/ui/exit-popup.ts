/**
 * spec 1 §2 Exit popup, §4: a link whose URL matches a whitelist pattern (exit_popup.do_url) and
 * no blacklist pattern (exit_popup.dont_url) asks before leaving; any other link proceeds at once.
 * An empty whitelist matches nothing. Pure rules (ADR 131).
 */

/** A setting's newline-separated patterns, trimmed, blank lines dropped (at most 200, 500 characters each). */
export function parsePatterns(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line.length <= 500)
    .slice(0, 200)
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * One pattern against an absolute URL, case-insensitively: `*` stands for any characters; a
 * pattern without `*` matches the URL itself and every URL that begins with it
 * (`https://partner.example` matches `https://partner.example/offers`). A pattern without a
 * scheme matches the URL's host and what follows (`*.example.com/*`, `partner.example`).
 */
export function patternMatches(pattern: string, url: string): boolean {
  const target = /^[a-z][a-z0-9+.-]*:/i.test(pattern) ? url : url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
  const body = pattern.split('*').map(escape).join('.*')
  const anchored = pattern.includes('*') ? `^${body}$` : `^${body}`
  return new RegExp(anchored, 'i').test(target)
}

export interface ExitPopupRules {
  whitelist: readonly string[]
  blacklist: readonly string[]
}

/**
 * Whether following `href` from a page at `pageUrl` asks first: only a link that leaves the site
 * (another origin, http or https) is checked; then whitelist and not blacklist.
 */
export function needsExitConfirmation(href: string, pageUrl: string, rules: ExitPopupRules): boolean {
  if (rules.whitelist.length === 0) return false
  let url: URL
  try {
    url = new URL(href, pageUrl)
  } catch {
    return false
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
  if (url.origin === new URL(pageUrl).origin) return false
  const matches = (pattern: string) => patternMatches(pattern, url.href)
  return rules.whitelist.some(matches) && !rules.blacklist.some(matches)
}

/** What the shell hands the exit popup (src/app/shell/shell.server.ts): texts and patterns. */
export interface ExitPopupSettings extends ExitPopupRules {
  /** Sanitised editor HTML; empty: the default text. */
  copy: string
  ok: string
  cancel: string
}

/** A link that asked, waiting for go or cancel. */
export interface PendingExit {
  href: string
  newWindow: boolean
}
