/** English: the visitor interface's shared labels — carousels, galleries, dialogs, forms (ADR 118; index in ../en.ts). */

/** Labels of blocks and shared components (spec 2 blocks' controls; spec 1 §2 page views). */
export const ui = {
  /** aria-roledescription of a carousel and of one of its slides. */
  carousel: 'carousel',
  slide: 'slide',
  /** A slide's name: its place among the slides. */
  slideOf: '{index} of {count}',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  play: 'Play',
  pause: 'Pause',
  previous: 'Previous',
  next: 'Next',
  close: 'Close',
  playVideo: 'Play video',
  closeVideo: 'Close video',
  videoUnavailable: 'This video cannot be played here.',
  openVideo: 'Open the video',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  previousQuote: 'Previous quote',
  nextQuote: 'Next quote',
  highlights: 'Highlights',
  quotes: 'Quotes',
  pageLoading: 'Page loading',
  disclaimers: 'Disclaimers',
  /** The Specification Accordion's section of a model's engines side by side, and its rows' column head. */
  compareEngines: '{model}: compare engines',
  specification: 'Specification',
  /** Place search in the retailer locators (ADR 157): its suggestions' list, and the order it gives. */
  places: 'Places',
  nearestTo: 'Nearest to {place}',
  newWindow: 'This page opens in a new window:',
  errorDetails: 'Error details:',
  back: 'Back',
  /** The struck-through price before an offer. */
  was: 'Was',
  closeForm: 'Close the form',
  loadingForm: 'Loading the form…',
  formGone: 'This form is no longer available.',
  formFailed: 'The form could not be loaded.',
  tryAgain: 'Try again',
  choose: 'Choose…',
  /** A text control's length and limit, as it is typed (ADR 143). */
  characterCount: '{count} / {limit}',
  characterLimit: 'Up to {limit} characters',
}
