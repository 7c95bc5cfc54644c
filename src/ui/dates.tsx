import { useRouteLoaderData } from 'react-router'
import { formatDateTime } from './date-format.ts'

/** The market's language tag, as the root loader put it on `<html lang>` ('en' before it loads). */
export const useMarketLocale = (): string => useRouteLoaderData<{ lang?: string }>('root')?.lang ?? 'en'

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
