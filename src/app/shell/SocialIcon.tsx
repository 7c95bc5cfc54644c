import facebook from 'simple-icons/icons/facebook.svg?no-inline'
import instagram from 'simple-icons/icons/instagram.svg?no-inline'
import pinterest from 'simple-icons/icons/pinterest.svg?no-inline'
import snapchat from 'simple-icons/icons/snapchat.svg?no-inline'
import threads from 'simple-icons/icons/threads.svg?no-inline'
import tiktok from 'simple-icons/icons/tiktok.svg?no-inline'
import whatsapp from 'simple-icons/icons/whatsapp.svg?no-inline'
import x from 'simple-icons/icons/x.svg?no-inline'
import youtube from 'simple-icons/icons/youtube.svg?no-inline'
import { Monogram } from './Monogram.tsx'

/**
 * The social networks' own marks (Simple Icons, CC0) for a footer social item's `icon` (spec 1
 * §2 Footer; no letters in circles). Each is an SVG file of its own, drawn in the
 * text colour through a CSS mask, so the page's JavaScript carries only its address. Names as
 * editors type them; `twitter` is X now. An unknown name shows its first letter, as before.
 */
const ICONS: Readonly<Record<string, string>> = {
  facebook,
  instagram,
  pinterest,
  snapchat,
  threads,
  tiktok,
  whatsapp,
  x,
  twitter: x,
  youtube,
}

export function SocialIcon({ name, className, fallbackClassName }: { name: string; className?: string; fallbackClassName?: string }) {
  const key = name.trim().toLowerCase()
  // Own keys only: a name such as `constructor` is a network the table does not know.
  const url = Object.hasOwn(ICONS, key) ? ICONS[key] : undefined
  if (!url) return <Monogram name={name} className={fallbackClassName} />
  return <span className={className} style={{ maskImage: `url("${url}")` }} aria-hidden="true" />
}
