/**
 * spec 2 §3.11 Retailer Locator Cards: a retailer's contact links (contact_info items of type
 * phone, whatsapp or email). The href an editor types is never used as it is: it is read as a
 * phone number or an e-mail address and rebuilt as a tel:, https://wa.me/ or mailto: link, so a
 * `javascript:` or any other URL can never reach the page. Building from a built href gives the
 * same href, so content can be validated again after it is stored.
 */
export const CONTACT_TYPES = ['phone', 'whatsapp', 'email'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/** E.164: at most 15 digits; fewer than 3 is no number (short codes such as 999 have 3). */
const MIN_DIGITS = 3
const MAX_DIGITS = 15

/**
 * A phone number as `+` and digits (international) or digits (national). Spaces, dots, dashes,
 * slashes and brackets are separators; the UK "+44 (0)20" convention's "(0)" is dropped.
 */
export function phoneNumber(raw: string): string | null {
  const text = raw.trim().replace(/^tel:/i, '').replace(/\(0\)/g, '').trim()
  if (!/^\+?[\d\s().\-/]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  if (digits.length < MIN_DIGITS || digits.length > MAX_DIGITS) return null
  return (text.startsWith('+') ? '+' : '') + digits
}

/**
 * The number for https://wa.me/ — international, digits only. A wa.me link keeps its number (its
 * ?text= is dropped); a national number cannot be placed in a country, so it gives none.
 */
export function whatsappNumber(raw: string): string | null {
  const text = raw.trim()
  const link = /^(?:https?:\/\/)?wa\.me\/(\d+)\/?(?:\?[^\s]*)?$/i.exec(text)
  const digits = link
    ? link[1]!
    : (() => {
        const number = phoneNumber(text)
        if (number?.startsWith('+')) return number.slice(1)
        if (number?.startsWith('00')) return number.slice(2)
        return null
      })()
  if (!digits || digits.length < 6 || digits.length > MAX_DIGITS) return null
  return digits
}

/** A plain address (no display name, no ?subject=), the domain with a dot and letters at the end. */
export function emailAddress(raw: string): string | null {
  const text = raw.trim().replace(/^mailto:/i, '')
  if (text.length > 254) return null
  return /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/.test(text) ? text : null
}

/** The safe href of a contact item, or null when the value is not a usable number or address. */
export function contactHref(type: ContactType, raw: string): string | null {
  switch (type) {
    case 'phone': {
      const number = phoneNumber(raw)
      return number ? `tel:${number}` : null
    }
    case 'whatsapp': {
      const number = whatsappNumber(raw)
      return number ? `https://wa.me/${number}` : null
    }
    case 'email': {
      const address = emailAddress(raw)
      return address ? `mailto:${address}` : null
    }
  }
}

/** What a contact link reads when the editor gave no label: the number or address itself. */
export function contactText(href: string): string {
  if (href.startsWith('tel:') || href.startsWith('mailto:')) return href.slice(href.indexOf(':') + 1)
  if (href.startsWith('https://wa.me/')) return `+${href.slice('https://wa.me/'.length)}`
  return href
}
