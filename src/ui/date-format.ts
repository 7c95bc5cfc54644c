/**
 * A moment as the market reads it: its language's date and time format (Intl), in UTC and saying
 * so, as back-office users in several time zones compare the same list. '—' for none.
 * @example formatDateTime('2026-11-24T15:05:00Z', 'en-GB') // → '24 Nov 2026, 15:05 UTC'
 */
export function formatDateTime(iso: string | null | undefined, locale: string, options: { seconds?: boolean } = {}): string {
  const date = iso ? new Date(iso) : null
  if (!date || Number.isNaN(date.getTime())) return '—'
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short', timeZone: 'UTC' })
  return `${format.format(date)} UTC`
}
