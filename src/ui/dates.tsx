import { useRouteLoaderData } from 'react-router'
import { formatDateTime } from './date-format.ts'

/** The market's language tag, as the root loader put it on `<html lang>` ('en' before it loads). */
export const useMarketLocale = (): string => useRouteLoaderData<{ lang?: string }>('root')?.lang ?? 'en'

/** A `<time>` showing `formatDateTime` in the market's locale. */
export function DateTime({ iso, seconds = false }: { iso: string | null | undefined; seconds?: boolean }) {
  const text = formatDateTime(iso, useMarketLocale(), { seconds })
  return iso ? <time dateTime={iso}>{text}</time> : <>{text}</>
}
