/** English: the site shell's namespace of the catalogue (ADR 118; index in ../en.ts). */

/** The site shell (spec 1 §2, §8; ADR 091). */
export const shell = {
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
  /** The causes and next steps one brand theme lists on its 404 page (spec 1 §2; ADR 118). */
  notFoundCausesHeading: 'Why this may have happened',
  notFoundCauseError: 'A technical error on our side',
  notFoundCauseRedesign: 'The page was removed when the site was redesigned',
  notFoundCauseLink: 'The link you followed is broken',
  notFoundCauseAddress: 'The address was typed incorrectly',
  notFoundNextHeading: 'What you can do',
  notFoundNext: 'Check the address, go back to the page you came from, or start again from the home page.',
  /** spec 1 §8 error texts. */
  errorTitle: 'Something went wrong',
  errorHeading: 'Something went wrong, please try again.',
  errorNotFoundHeading: 'This page could not be found',
  errorHome: 'Go back to home',
  /** The retailer bar and the footer's retailers area (spec 1 §2; ADR 171). */
  retailerBarLabel: 'Your retailer',
  retailerPhone: 'Phone',
  retailersHeading: 'Our retailers',
}
