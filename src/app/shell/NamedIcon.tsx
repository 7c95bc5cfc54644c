import { Monogram } from './Monogram.tsx'

/**
 * The catalogue's icon names the floating button's items use most, drawn as line icons (24 × 24,
 * stroked in the text's colour); each path is drawn for this product. Another name is drawn as its
 * initial (Monogram), as before the product had these: a Latin letter means nothing beside an Arabic
 * label, and little beside an English one.
 */
const PATHS: Readonly<Record<string, string>> = {
  calendar: 'M4 6h16v14H4z M4 10h16 M8 3v5 M16 3v5',
  location: 'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11z M14 10a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  car: 'M4 15l1.5-5h13l1.5 5v3H4z M4 15h16 M7 18v2 M17 18v2',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  chat: 'M4 5h16v11H9l-5 4z',
  mail: 'M3 6h18v12H3z M3 7l9 6 9-6',
  search: 'M15.5 15.5L21 21 M17 10.5a6.5 6.5 0 1 1-13 0 6.5 6.5 0 0 1 13 0z',
  info: 'M12 11v6 M12 7.5v.5 M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z',
  user: 'M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0z M4 21a8 8 0 0 1 16 0',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  home: 'M3 11l9-7 9 7 M5 10v10h14V10',
  tag: 'M3 12V4h8l9 9-8 8z M8 8.5a.5.5 0 1 1-1 0 .5.5 0 0 1 1 0z',
}

/** Other names editors write for the same things. */
const ALIASES: Readonly<Record<string, string>> = {
  date: 'calendar',
  'test-drive': 'calendar',
  pin: 'location',
  map: 'location',
  marker: 'location',
  retailer: 'location',
  dealer: 'location',
  offer: 'star',
  offers: 'star',
  vehicle: 'car',
  stock: 'car',
  call: 'phone',
  message: 'chat',
  email: 'mail',
  envelope: 'mail',
  account: 'user',
  person: 'user',
}

/** The drawing of an icon name (case and surrounding spaces aside), or null for a name without one. */
export function iconPath(name: string): string | null {
  const key = name.trim().toLowerCase()
  const drawn = Object.hasOwn(ALIASES, key) ? ALIASES[key]! : key
  return Object.hasOwn(PATHS, drawn) ? PATHS[drawn]! : null
}

export function NamedIcon({ name, className }: { name: string; className?: string }) {
  const path = iconPath(name)
  if (path === null) return <Monogram name={name} className={className} />
  return (
    <span className={className} data-icon={name} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  )
}
