/**
 * spec 2 §3.10: one boolean per brand or sub-brand family the offer concerns, with its label in
 * the editor; the lead tells the CRM which (ADR 058 names them after the demo market's brands and
 * families). Apart from the template, whose fields' schemas the block's browser code does not load.
 */
export const OFFER_BRANDS = {
  brand_aurelia: 'Aurelia',
  brand_vantor: 'Vantor',
  family_aurelia_e: 'Aurelia E family',
  family_vantor_ridge: 'Vantor Ridge family',
} as const
export type OfferBrand = keyof typeof OFFER_BRANDS

export const OFFER_BRAND_SYMBOLS = Object.keys(OFFER_BRANDS) as OfferBrand[]
