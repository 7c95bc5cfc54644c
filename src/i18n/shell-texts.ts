/**
 * The site shell's own texts (skip link, menu, landmarks, the 404 and error views) in the
 * product's translation languages (spec 3 §9 languages: en, ar, he; ADR 091): the server picks
 * the market's language (`languageCode(general.language)`) and hands the table to the shell as
 * plain data, English for a language it lacks. Editors' texts (navigation, footer, the 404 page's
 * `error_page.not_found`) stay settings and win over these defaults.
 *
 * @example shellTexts('ar').skipLink // → 'انتقل إلى المحتوى'
 */
const en = {
  skipLink: 'Skip to content',
  menu: 'Menu',
  closeMenu: 'Close menu',
  mainNavigation: 'Main',
  language: 'Language',
  breadcrumb: 'Breadcrumb',
  /** The logo link's name; `{site}` is the site name. */
  home: '{site} home',
  notFoundHeading: 'Page not found',
  notFoundParagraph:
    'The page you are looking for may have been moved, removed or never existed. Check the address, or start again from the home page.',
  notFoundButton: 'Back to home',
  /** spec 1 §8 error texts. */
  errorTitle: 'Something went wrong',
  errorHeading: 'Something went wrong, please try again.',
  errorNotFoundHeading: 'This page could not be found',
  errorHome: 'Go back to home',
}
export type ShellTexts = typeof en

const ar: ShellTexts = {
  skipLink: 'انتقل إلى المحتوى',
  menu: 'القائمة',
  closeMenu: 'إغلاق القائمة',
  mainNavigation: 'الرئيسية',
  language: 'اللغة',
  breadcrumb: 'مسار التنقل',
  home: 'الصفحة الرئيسية لـ {site}',
  notFoundHeading: 'الصفحة غير موجودة',
  notFoundParagraph: 'ربما نُقلت الصفحة التي تبحث عنها أو حُذفت أو لم تكن موجودة أصلًا. تحقق من العنوان، أو ابدأ من جديد من الصفحة الرئيسية.',
  notFoundButton: 'العودة إلى الصفحة الرئيسية',
  errorTitle: 'حدث خطأ ما',
  errorHeading: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.',
  errorNotFoundHeading: 'تعذر العثور على هذه الصفحة',
  errorHome: 'العودة إلى الصفحة الرئيسية',
}

const he: ShellTexts = {
  skipLink: 'דלג לתוכן',
  menu: 'תפריט',
  closeMenu: 'סגירת התפריט',
  mainNavigation: 'ראשי',
  language: 'שפה',
  breadcrumb: 'נתיב ניווט',
  home: 'דף הבית של {site}',
  notFoundHeading: 'הדף לא נמצא',
  notFoundParagraph: 'ייתכן שהדף שחיפשת הועבר, הוסר או שמעולם לא היה קיים. בדקו את הכתובת, או התחילו מחדש מדף הבית.',
  notFoundButton: 'חזרה לדף הבית',
  errorTitle: 'משהו השתבש',
  errorHeading: 'משהו השתבש, נסו שוב.',
  errorNotFoundHeading: 'לא ניתן למצוא את הדף',
  errorHome: 'חזרה לדף הבית',
}

const TABLES: Record<string, ShellTexts> = { en, ar, he }

/** The shell's texts in a language code (`languageCode`'s answer); English for any other. */
export function shellTexts(code: string): ShellTexts {
  return TABLES[code] ?? en
}

export const ENGLISH_SHELL_TEXTS = en
