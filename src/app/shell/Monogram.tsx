/**
 * An icon name drawn as its initial, until the product has an icon set (ADR 130): the first
 * character as written, upper-cased, given to the stylesheet (`content: attr(data-initial)`) so
 * that it stays out of the link's text. Cutting the whole name down to one character's width in
 * CSS showed its last letter on a right-to-left page.
 */
export function Monogram({ name, className }: { name: string; className?: string }) {
  const initial = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? ''
  return <span className={className} data-icon={name} data-initial={initial} aria-hidden="true" />
}
