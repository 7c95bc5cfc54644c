import { LANGUAGE_FALLBACK } from './constants.ts'

/**
 * What a vehicle card and the showroom specification show (spec 3 §5, §9): card attributes, the
 * card's icon attributes, the showroom spec attributes and their icons, and the language code.
 */

/**
 * spec 3 §9 Vehicle card attributes, first reading: the default set of a card. The second reading
 * (CARD_ATTRIBUTES) is every attribute a card can show (ADR 068).
 */
export const DEFAULT_CARD_ATTRIBUTES = [
  'productionYear',
  'mileage',
  'engines',
  'color',
  'drivetrain',
  'vin',
  'power',
  'capacity',
  'state',
] as const

/** spec 3 §9 Vehicle card attributes, second reading: every attribute a card can show, in order. */
export const CARD_ATTRIBUTES = [
  'productionYear',
  'model',
  'mileage',
  'engines',
  'color',
  'drivetrain',
  'vin',
  'power',
  'capacity',
  'status',
  'state',
  'colorInterior',
] as const
export type CardAttribute = (typeof CARD_ATTRIBUTES)[number]

/** spec 3 §5, §9: the icon attributes a card may show (any card attribute), the default, and the cap. */
export const ALLOWED_ICON_ATTRIBUTES: readonly CardAttribute[] = CARD_ATTRIBUTES
export const DEFAULT_ICON_ATTRIBUTES = ['engines', 'power', 'color'] as const satisfies readonly CardAttribute[]
export const MAX_ICON_ATTRIBUTES = 3

const isCardAttribute = (value: unknown): value is CardAttribute =>
  typeof value === 'string' && (ALLOWED_ICON_ATTRIBUTES as readonly string[]).includes(value)

/**
 * spec 3 §5: the card's icon attributes. Every configured attribute must be in the allowed list,
 * else (or when none is configured) the default engines, power, color is used; at most 3 shown.
 */
export function cardIconAttributes(configured: unknown): CardAttribute[] {
  const list =
    Array.isArray(configured) && configured.length > 0 && configured.every(isCardAttribute) ? configured : DEFAULT_ICON_ATTRIBUTES
  return [...new Set(list)].slice(0, MAX_ICON_ATTRIBUTES)
}

/**
 * The card's attributes: the configured ones that a card can show, in the configured order,
 * each once; the default set when none is usable.
 */
export function cardAttributes(configured: unknown): CardAttribute[] {
  const list = Array.isArray(configured) ? [...new Set(configured.filter(isCardAttribute))] : []
  return list.length > 0 ? list : [...DEFAULT_CARD_ATTRIBUTES]
}

/** spec 3 §9 Showroom spec attributes (attribute list); the accordion version adds status. */
export const SHOWROOM_SPEC_ATTRIBUTES = [
  'state',
  'deliveryDate',
  'productionYear',
  'mileage',
  'transmission',
  'engines',
  'capacity',
  'power',
  'color',
  'colorInterior',
  'vin',
  'orderNumber',
  'avl',
] as const
export type SpecAttribute = (typeof SHOWROOM_SPEC_ATTRIBUTES)[number] | 'status' | 'numberOfSeats'

/** The showroom's spec attributes: status follows state in the accordion version (spec 3 §2, §9). */
export function showroomSpecAttributes(variant: 'list' | 'accordion'): SpecAttribute[] {
  return variant === 'accordion' ? ['state', 'status', ...SHOWROOM_SPEC_ATTRIBUTES.slice(1)] : [...SHOWROOM_SPEC_ATTRIBUTES]
}

/** spec 3 §9 Spec icon map: the icons whose names differ from their attribute's. */
export const SPEC_ICON_MAP: Readonly<Record<string, string>> = {
  capacity: 'engine-capacity',
  colorInterior: 'color-interior',
  numberOfSeats: 'seats',
}

/** The icon name of a spec or card attribute: the map's, else the attribute's own name. */
export const specIcon = (attribute: string): string => SPEC_ICON_MAP[attribute] ?? attribute

/**
 * spec 3 §5: the language code from the language setting, lower-cased and cut at '_'
 * ('en_GB' → 'en'); 'en' (languageFallback) when the setting is empty.
 */
export function languageCode(setting: string | null | undefined): string {
  const code = setting?.trim().toLowerCase().split('_')[0] ?? ''
  return code || LANGUAGE_FALLBACK
}

/**
 * spec 3 §8: custom "seats" translations, JSON from a number of seats to its label
 * ({"2": "2 seats", "7": "7 seats (3 rows)"}). Unparsable JSON, or another shape, gives null and
 * the message 'Cannot parse custom "seats" translations' to log.
 */
export function seatsTranslations(raw: string | null | undefined): { value: Record<string, string> | null; error: string | null } {
  if (!raw?.trim()) return { value: null, error: null }
  try {
    const parsed: unknown = JSON.parse(raw)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && Object.values(parsed).every((label) => typeof label === 'string'))
      return { value: parsed as Record<string, string>, error: null }
  } catch {
    // falls through to the message below
  }
  return { value: null, error: 'Cannot parse custom "seats" translations' }
}
