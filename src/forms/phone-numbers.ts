import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min'

/**
 * What reads phone numbers needs libphonenumber-js's metadata (about 30 KB gzip): the server
 * imports this module, a form's script loads it when a visitor starts on a form with a phone field
 * (phone-loader.ts), so a form's page does not wait for it.
 */

/** A phone number in E.164 (`+441632960001`), or null when it is not a valid number. */
export function normalisePhone(value: string, country?: string): string | null {
  const parsed = parsePhoneNumberFromString(value, (country as CountryCode | undefined) ?? undefined)
  return parsed?.isValid() ? parsed.number : null
}

/** A stored number split back into its country and the rest (`+442079460000` → GB, `020 7946 0000`). */
export function splitPhone(value: string, fallbackCountry: string): { country: string; national: string } {
  if (!value.startsWith('+')) return { country: fallbackCountry, national: value }
  const parsed = parsePhoneNumberFromString(value)
  return parsed?.country ? { country: parsed.country, national: parsed.formatNational() } : { country: fallbackCountry, national: value }
}
