/**
 * spec 2 §9: Car Rent has 8 icons and 5 equipment items (per group, ADR 161). Not in template.ts:
 * the block's browser code must not load the template's schemas (zod).
 */
export const CAR_RENT_ICONS = 8
export const CAR_RENT_EQUIPMENT = 5
