import { addressLine, type AddressParts } from '~/i18n/address-line.ts'

/**
 * spec 1 §2 Header navigation: "The header may carry … a retailer bar" (spec 1 §9: 50 px high).
 * On a retailer's site (spec 1 §1), whose settings name the retailer (spec 1 §3 "settings
 * retailer: name, url"), the bar names it, links its site, and shows the address and phone of
 * its entry in the Dealers tab (retailer.dealer_code). ADR 171.
 */
export interface RetailerBar {
  name: string
  url: string | null
  address: string | null
  phone: string | null
  /** The phone as a tel: link. */
  phoneHref: string | null
}

/** What the bar reads of a dealer (src/dealers/dealer.ts). */
export interface BarDealer extends AddressParts {
  code: string
  phone: string | null
}

/** A phone number as a tel: URI: '+' and digits only; null when nothing dialable is left. */
export function telHref(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').trim().replace(/(?!^\+)[^0-9]/g, '')
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null
}

/**
 * The bar, or null when retailer.name is empty (a national site). The url only when it is an
 * absolute http(s) URL; a dealer code that matches no dealer (compared ignoring case) leaves the
 * name and link alone.
 */
export function retailerBarOf(
  settings: { name: string; url: string; dealerCode: string; language: string },
  dealers: readonly BarDealer[],
): RetailerBar | null {
  const name = settings.name.trim()
  if (!name) return null
  const code = settings.dealerCode.trim().toLowerCase()
  const dealer = code ? dealers.find((d) => d.code.toLowerCase() === code) : undefined
  const address = dealer ? addressLine(dealer, settings.language) : ''
  const phone = dealer?.phone?.trim() || null
  return {
    name,
    url: /^https?:\/\/[^\s]+$/i.test(settings.url.trim()) ? settings.url.trim() : null,
    address: address || null,
    phone: telHref(phone) ? phone : null,
    phoneHref: telHref(phone),
  }
}
