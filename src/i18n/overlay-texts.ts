/**
 * The texts of the shell's overlays and floating button (spec 1 §2 Main layout: FAB, exit popup,
 * basic popup) in the product's translation languages, as src/i18n/shell-texts.ts keeps the
 * shell's (ADR 091): the server picks the market's language and hands the table to the shell as
 * plain data, English for a language it lacks. A market's own labels (general.global_fab's
 * mobileButtonLabel, exit_popup's ok and cancel) are settings and win over these defaults.
 *
 * @example overlayTexts('he').close // → 'סגירה'
 */
const en = {
  /** The floating button's name; the phone label's default. */
  fabOpen: 'Quick links',
  /** The landmark of the quick links and the floating button's list. */
  fabNavigation: 'Quick links',
  quickLinksExpand: 'Show labels',
  quickLinksCollapse: 'Hide labels',
  /** The accessible name of every modal's close button (src/ui/Modal.tsx). */
  close: 'Close',
  /** The exit popup when exit_popup leaves its texts empty. */
  exitTitle: 'You are leaving this website',
  exitCopy: 'This link takes you to another website, which we are not responsible for.',
  exitGo: 'Continue',
  /** The basic popup's heading when basic_popup has no title. */
  popupTitle: 'Announcement',
}
export type OverlayTexts = typeof en

const ar: OverlayTexts = {
  fabOpen: 'روابط سريعة',
  fabNavigation: 'روابط سريعة',
  quickLinksExpand: 'إظهار التسميات',
  quickLinksCollapse: 'إخفاء التسميات',
  close: 'إغلاق',
  exitTitle: 'أنت تغادر هذا الموقع',
  exitCopy: 'ينقلك هذا الرابط إلى موقع آخر لسنا مسؤولين عنه.',
  exitGo: 'متابعة',
  popupTitle: 'إعلان',
}

const he: OverlayTexts = {
  fabOpen: 'קישורים מהירים',
  fabNavigation: 'קישורים מהירים',
  quickLinksExpand: 'הצגת התוויות',
  quickLinksCollapse: 'הסתרת התוויות',
  close: 'סגירה',
  exitTitle: 'אתם עוזבים את האתר',
  exitCopy: 'הקישור הזה מוביל לאתר אחר, שאיננו אחראים לו.',
  exitGo: 'המשך',
  popupTitle: 'הודעה',
}

const TABLES: Record<string, OverlayTexts> = { en, ar, he }

/** The overlays' texts in a language code (`languageCode`'s answer); English for any other. */
export function overlayTexts(code: string): OverlayTexts {
  return TABLES[code] ?? en
}
