import { listSeparator } from './list-separator.ts'

/** A postal address's parts; any may be missing. */
export interface AddressParts {
  street?: string | null
  postcode?: string | null
  city?: string | null
  /** spec 3 §3 Dealer: a search key (NSW, ENG, DU), written in the address only where the country's addresses carry it. */
  state?: string | null
}

/**
 * The town's part of an address as each country writes it, from a postcode, a town and a state.
 * Countries whose addresses name the state (the United States, Canada, Australia, Italy) write it
 * with the town; elsewhere the dealer's state is only the postcode search's key (a nation such as
 * ENG, an emirate such as DU) and is left out. A country not listed writes the postcode before the
 * town, as most of Europe does.
 */
type TownLine = (p: string, c: string, s: string) => string[]
const postcodeAfterTown: TownLine = (p, c) => [`${c} ${p}`]
const TOWN_LINES: Readonly<Record<string, TownLine>> = {
  GB: postcodeAfterTown,
  IE: postcodeAfterTown,
  NZ: postcodeAfterTown,
  IN: postcodeAfterTown,
  AE: postcodeAfterTown,
  SA: postcodeAfterTown,
  US: (p, c, s) => [c, `${s} ${p}`],
  CA: (p, c, s) => [`${c} ${s} ${p}`],
  AU: (p, c, s) => [`${c} ${s} ${p}`],
  IT: (p, c, s) => [`${p} ${c} ${s}`],
}

/** The region of a language setting ('en_GB' → 'GB'; 'en' → ''). */
function regionOf(language: string | null | undefined): string {
  const region = (language ?? '').trim().split(/[_-]/).at(-1) ?? ''
  return /^[A-Za-z]{2}$/.test(region) && region !== language?.trim() ? region.toUpperCase() : ''
}

/**
 * An address on one line — the street, then the town with its postcode (and state) in the order of
 * the market's country — with the language's own comma between them. Japan writes from the
 * postcode down to the street, without commas.
 * @example addressLine({ street: '100 Strand', postcode: 'WC2R 0AA', city: 'London', state: 'ENG' }, 'en_GB') // → '100 Strand, London WC2R 0AA'
 * @example addressLine({ street: 'شارع المطار', city: 'أبوظبي', state: 'AZ' }, 'ar_AE') // → 'شارع المطار، أبوظبي'
 */
export function addressLine({ street, postcode, city, state }: AddressParts, language: string | null | undefined): string {
  const [s, p, c, r] = [street?.trim() ?? '', postcode?.trim() ?? '', city?.trim() ?? '', state?.trim() ?? ''] as const
  const region = regionOf(language)
  if (region === 'JP') return [p && `〒${p}`, `${r}${c}${s}`].filter(Boolean).join(' ')
  const townLine = TOWN_LINES[region] ?? ((p: string, c: string) => [`${p} ${c}`])
  const parts = [s, ...townLine(p, c, r).map((part) => part.replace(/\s+/g, ' ').trim())]
  return parts.filter(Boolean).join(listSeparator(language))
}
