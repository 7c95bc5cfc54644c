import { formatDateTime } from './date-format.ts'
import { useMarketLocale } from './market-locale.ts'

/**
 * A `<time>` showing `formatDateTime` in the market's locale, isolated in its own direction: an
 * Arabic market's date reads right to left in the English back office, not in pieces.
 */
export function DateTime({ iso, seconds = false }: { iso: string | null | undefined; seconds?: boolean }) {
  const text = formatDateTime(iso, useMarketLocale(), { seconds })
  return iso ? (
    <time dateTime={iso} dir="auto">
      {text}
    </time>
  ) : (
    <>{text}</>
  )
}
