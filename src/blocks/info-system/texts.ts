/**
 * The Infotainment block's own visitor texts (its labels are block fields), in en, ar and he
 * (spec 3 §9), following src/i18n/shell-texts.ts (ADR 137).
 */
const en = {
  chooseVehicle: 'Select your vehicle first.',
}
export type InfoSystemTexts = typeof en

const ar: InfoSystemTexts = {
  chooseVehicle: 'اختر سيارتك أولًا.',
}

const he: InfoSystemTexts = {
  chooseVehicle: 'יש לבחור רכב תחילה.',
}

const TABLE: Record<string, InfoSystemTexts> = { en, ar, he }

export const infoSystemTexts = (code: string): InfoSystemTexts => TABLE[code] ?? en
export const ENGLISH_INFO_SYSTEM_TEXTS = en
