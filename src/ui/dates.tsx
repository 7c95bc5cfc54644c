import { formatDateTime } from './date-format.ts'
import { useScreenLocale } from './screen-locale.tsx'

/**
 * A `<time>` showing `formatDateTime` in the screen's locale (useScreenLocale: the admin's English,
 * the editor's market), isolated in its own direction: a right-to-left date does not read in pieces.
 */
export function DateTime({ iso, seconds = false }: { iso: string | null | undefined; seconds?: boolean }) {
  const text = formatDateTime(iso, useScreenLocale(), { seconds })
  return iso ? (
    <time dateTime={iso} dir="auto">
      {text}
    </time>
  ) : (
    <>{text}</>
  )
}
