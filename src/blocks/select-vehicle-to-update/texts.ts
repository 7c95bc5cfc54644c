/**
 * The block's own visitor texts (its labels are block fields), in en, ar and he (spec 3 §9),
 * following src/i18n/shell-texts.ts (ADR 137).
 */
const en = {
  chooseVehicle: 'Select your vehicle first.',
  noMatch: 'No system matches this vehicle and model year.',
}
export type SelectVehicleTexts = typeof en

const ar: SelectVehicleTexts = {
  chooseVehicle: 'اختر سيارتك أولًا.',
  noMatch: 'لا يوجد نظام يطابق هذه السيارة وسنة الطراز.',
}

const he: SelectVehicleTexts = {
  chooseVehicle: 'יש לבחור רכב תחילה.',
  noMatch: 'אין מערכת שמתאימה לרכב ולשנת הדגם האלה.',
}

const TABLE: Record<string, SelectVehicleTexts> = { en, ar, he }

export const selectVehicleTexts = (code: string): SelectVehicleTexts => TABLE[code] ?? en
export const ENGLISH_SELECT_VEHICLE_TEXTS = en
