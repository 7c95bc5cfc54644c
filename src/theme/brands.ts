/** The two brand themes (spec 1 §1); `general.theme` picks one, unknown values fall back to the first. */
export const brands = {
  aurelia: { key: 'aurelia', name: 'Aurelia', logo: '/brand/aurelia.svg', favicon: '/favicon.svg' },
  vantor: { key: 'vantor', name: 'Vantor', logo: '/brand/vantor.svg', favicon: '/brand/vantor-favicon.svg' },
} as const
export type Brand = (typeof brands)[keyof typeof brands]

export function brandOf(theme: string): Brand {
  const key = theme.trim().toLowerCase()
  return key in brands ? brands[key as keyof typeof brands] : brands.aurelia
}
