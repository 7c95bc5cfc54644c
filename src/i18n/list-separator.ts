import { languageCode } from './language.ts'

// Its own module: the shell's chunk, which reads the language rules, should not carry it.

/** Languages that write a comma of their own between a line's parts. */
const COMMAS: Readonly<Record<string, string>> = { ar: '، ', fa: '، ', ur: '، ', ja: '、', zh: '、' }

/**
 * What a language writes between the parts of a line (a name and an e-mail address; a street and a
 * city): Arabic "، ", Japanese "、", most others ", ".
 * @example listSeparator('ar_AE') // → '، '
 */
export function listSeparator(language: string | null | undefined): string {
  return COMMAS[languageCode(language)] ?? ', '
}

/** A postal address's parts; any may be missing. */
export interface AddressParts {
  street?: string | null
  postcode?: string | null
  city?: string | null
  state?: string | null
}

/**
 * An address on one line — the street, the postcode with the town, then the region — as the
 * language writes it.
 * @example addressLine({ street: 'شارع المطار', city: 'أبوظبي' }, 'ar_AE') // → 'شارع المطار، أبوظبي'
 */
export function addressLine({ street, postcode, city, state }: AddressParts, language: string | null | undefined): string {
  return [street, [postcode, city].filter(Boolean).join(' '), state].filter(Boolean).join(listSeparator(language))
}
