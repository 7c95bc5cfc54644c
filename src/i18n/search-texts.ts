/**
 * The site search's texts (spec 1 §2 Site search) in the product's translation languages, as the
 * shell's (ADR 091): the server picks the market's language and hands the table to the page as
 * plain data, English for a language it lacks. The results title and the no-results text are the
 * spec's; `{resultNumber}` and `{searchValue}` are filled in by the search box.
 *
 * @example searchTexts('ar').open // → 'فتح البحث'
 */
const en = {
  /** The search field's name, the landmark's and the submit button's. */
  search: 'Search',
  open: 'Open search',
  close: 'Close search',
  placeholder: 'Search the site',
  suggestions: 'Suggestions',
  resultsTitle: "Showing {resultNumber} results for '{searchValue}'",
  noResults: 'Sorry there were no results for your search. Please try again with another term or phrase.',
  more: 'More results',
  searching: 'Searching…',
  /** spec 1 §8 block load failure text, for a search that could not be answered. */
  failed: 'Something went wrong, please try again.',
}
export type SearchTexts = typeof en

const ar: SearchTexts = {
  search: 'بحث',
  open: 'فتح البحث',
  close: 'إغلاق البحث',
  placeholder: 'ابحث في الموقع',
  suggestions: 'اقتراحات',
  resultsTitle: "عرض {resultNumber} نتيجة لـ '{searchValue}'",
  noResults: 'عذرًا، لم نعثر على نتائج لبحثك. يُرجى المحاولة مرة أخرى بكلمة أو عبارة أخرى.',
  more: 'مزيد من النتائج',
  searching: 'جارٍ البحث…',
  failed: 'حدث خطأ ما، يُرجى المحاولة مرة أخرى.',
}

const he: SearchTexts = {
  search: 'חיפוש',
  open: 'פתיחת החיפוש',
  close: 'סגירת החיפוש',
  placeholder: 'חיפוש באתר',
  suggestions: 'הצעות',
  resultsTitle: "מוצגות {resultNumber} תוצאות עבור '{searchValue}'",
  noResults: 'מצטערים, לא נמצאו תוצאות לחיפוש שלך. נסו שוב עם מונח או ביטוי אחר.',
  more: 'תוצאות נוספות',
  searching: 'מחפש…',
  failed: 'משהו השתבש, נסו שוב.',
}

const TABLES: Record<string, SearchTexts> = { en, ar, he }

/** The search's texts in a language code (`languageCode`'s answer); English for any other. */
export function searchTexts(code: string): SearchTexts {
  return TABLES[code] ?? en
}

/** spec 1 §2: "Showing {resultNumber} results for '{searchValue}'". */
export const resultsTitle = (texts: SearchTexts, resultNumber: number, searchValue: string) =>
  texts.resultsTitle.replace('{resultNumber}', String(resultNumber)).replace('{searchValue}', searchValue)
