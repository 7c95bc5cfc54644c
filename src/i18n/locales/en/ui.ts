/** English: the visitor interface's shared labels — carousels, galleries, dialogs, forms (ADR 118; index in ../en.ts). */

/** Labels of blocks and shared components (spec 2 blocks' controls; spec 1 §2 page views). */
export const ui = {
  /** A form's button and thank-you texts while the form keeps the defaults it was made with (forms/defaults.ts). */
  formSubmit: 'Submit',
  formThankYouTitle: 'Thank you',
  formThankYouMessage: 'We have received your request and will be in touch soon.',
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
  /** The price specs' names where a block shows a model's specs as rows. */
  price: 'Price',
  leasePrice: 'Lease price',
  /** Place search in the retailer locators (ADR 157): its suggestions' list, and the order it gives. */
  places: 'Places',
  nearestTo: 'Nearest to {place}',
  nearestToYou: 'Nearest to you',
  /** A retailer's distance in the block's unit (spec 2 §3.11 distance_unit), the unit in the page's language. */
  distanceKm: '{distance} km',
  distanceMi: '{distance} mi',
  /** The form rules' messages at a field (spec 1 §5; src/forms/rules.ts words them for the API). */
  ruleRequired: 'This field is required',
  ruleMin: 'Enter at least {n} characters',
  ruleSize: 'Enter exactly {n} characters',
  ruleMax: 'Character limit exceeded',
  ruleEmail: 'Enter a valid e-mail address',
  rulePhone: 'Enter a valid phone number',
  ruleOption: 'Choose one of the options',
  ruleChoices: 'Choose at least {n}',
  ruleDate: 'Enter a valid date',
  rulePast: 'Choose today or a later day',
  ruleType: 'This field takes text',
  /** The forms API's refusals of a lead and of a phone code, by their code (src/forms/refusals.ts, ADR 176). */
  formRefused: 'This value was refused',
  formRefusedHoneypot: 'Leave this field empty',
  formRefusedRecaptcha: 'Please confirm that you are not a robot',
  formRefusedVersion: 'This form has changed. Reload the page and try again.',
  formRefusedAdditionalData: 'This page sent too much data with the form.',
  formRefusedOtherForm: 'This request was already sent with another form. Reload the page and try again.',
  formRefusedPhoneProof: 'This confirmation was already used, has expired or is for another number or form. Confirm the number again.',
  formRefusedEmail: 'This e-mail address cannot receive mail. Check it and try again.',
  formRefusedToken: 'This form could not be checked. Reload the page and try again.',
  formRefusedTooSoon: 'This form was sent too quickly. Wait a moment and send it again.',
  formRefusedCharacters: 'This field holds a character that cannot be accepted. Remove it and try again.',
  formRefusedExpired: 'This form has expired. Reload the page and try again.',
  codeRefusedFormat: 'Enter the code from the text message',
  codeRefusedWrong: 'This code is not right. Check the text message and try again.',
  codeRefusedExpired: 'This code has expired. Ask for a new one.',
  codeRefusedTooMany: 'Too many wrong codes. Ask for a new one.',
  verifyTooManyAttempts: 'Too many attempts. Try again later.',
  verifyUnavailable: 'The verification service did not answer. Try again in a moment.',
  verifyFailed: 'The code could not be sent or checked. Please try again.',
  /** The Collection Item photos carousel, without a name of its own. */
  photos: 'Photos',
  /** The Collection Item's sizes, without the editor's label. */
  sizes: 'Sizes',
  /** A collection row without a title. */
  collection: 'Collection',
  /** The Color Button Carousel without a tagline, and its swatches. */
  colours: 'Colours',
  /** A colour without a name: its number. */
  colourNumber: 'Colour {index}',
  /** Compare Images: the slider's name and where it stands. */
  beforeAndAfter: 'Before and after',
  beforeAfterShare: 'Before {before}%, after {after}%',
  /** Carousels and lists without a heading of their own. */
  contentCards: 'Content cards',
  stories: 'Stories',
  cards: 'Cards',
  featuredImages: 'Featured images',
  gallery: 'Gallery',
  galleryCategories: 'Gallery categories',
  timeline: 'Timeline',
  seatConfigurations: 'Seat configurations',
  seatConfiguration: 'Seat configuration',
  models: 'Models',
  specifications: 'Specifications',
  location: 'Location',
  prices: 'Prices',
  quickActions: 'Quick actions',
  readyToGo: 'Ready to go',
  /** Tabs and views without a label of their own; `{index}` counts from 1. */
  topics: 'Topics',
  /** The menu of the tabs that do not fit. */
  more: 'More',
  sections: 'Sections',
  views: 'Views',
  chooseTab: 'Choose your tab',
  tabNumber: 'Tab {index}',
  viewNumber: 'View {index}',
  slideNumber: 'Slide {index}',
  quoteNumber: 'Quote {index}',
  configurationNumber: 'Configuration {index}',
  modelNumber: 'Model {index}',
  /** A scrolling row's dot per visible width. */
  pageOf: 'Page {index} of {count}',
  /** The previous/next buttons of a scrolling row, naming what it holds. */
  previousCards: 'Previous cards',
  nextCards: 'Next cards',
  previousItems: 'Previous items',
  nextItems: 'Next items',
  previousImages: 'Previous images',
  nextImages: 'Next images',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  previousModel: 'Previous model',
  nextModel: 'Next model',
  previousView: 'Previous view',
  nextView: 'Next view',
  previousConfiguration: 'Previous configuration',
  nextConfiguration: 'Next configuration',
  /** A gallery thumbnail's button; with the image's alt text when it has one. */
  openImage: 'Open image {index} of {count}',
  openImageNamed: 'Open image {index} of {count}: {alt}',
  shareOnFacebook: 'Share on Facebook',
  shareOnTwitter: 'Share on Twitter',
  /** In-Page Navigation's landmark, and before the current section's name. */
  onThisPage: 'On this page',
  onThisPageLabel: 'On this page:',
  /** How the Interior 360 view is used, for screen readers. */
  panoramaHint: 'Drag or use the arrow keys to look around. Escape leaves the view.',
  /** Links that leave the site: screen readers hear they open a new tab. */
  openInMaps: 'Open in maps',
  opensInNewTab: '(opens in a new tab)',
  watchVideoNewTab: 'Watch the video (opens in a new tab)',
  /** A video player's frame. */
  video: 'Video',
  /** The Models Carousel Manual spec table's column heads. */
  specName: 'Name',
  specEngine: 'Engine',
  specConsumption: 'Consumption',
  specPrice: 'Price',
  specLease: 'Lease',
  /** Model Summary Filters' choices and button, without the editor's labels. */
  all: 'All',
  apply: 'Apply',
  /** Before the claimed offer's title, over its form. */
  offerLabel: 'Offer:',
  claimOffer: 'Claim this offer',
  /** A form's button while it sends, and why it was not sent. */
  sending: 'Sending…',
  notSent: 'Your request could not be sent. Please check your connection and try again.',
  /** A phone field's verification by a code (spec 1 §5, ADR 058); `{field}` is the field's label. */
  verifyPhoneFirst: 'Confirm this phone number with the code we send you',
  countryCode: '{field}: country code',
  phoneCode: 'Code',
  checkCode: 'Check code',
  sendNewCode: 'Send a new code',
  sendCode: 'Send code',
  codeSent: 'We have sent a code to this number.',
  phoneConfirmed: 'Phone number confirmed.',
  /** spec 1 §8: the last message, when the error page itself fails. */
  errorPageFailedHeading: 'An error occurred while showing the error page',
  errorPageFailed: 'Unfortunately an error occurred and while showing the error page another error occurred',
  goBackHome: 'Go back to home',
  /** The Exterior 360 view's slider. */
  turnTheCar: 'Turn the car',
  /** A gallery image's download link. */
  downloadWallpaper: 'Download wallpaper',
  newWindow: 'This page opens in a new window:',
  errorDetails: 'Error details:',
  back: 'Back',
  /** The struck-through price before an offer, and the price after it, said to screen readers (a strike-through is not read). */
  was: 'Was',
  now: 'Now',
  closeForm: 'Close the form',
  loadingForm: 'Loading the form…',
  formGone: 'This form is no longer available.',
  formFailed: 'The form could not be loaded.',
  /** A block that could not be shown (its script or its data), where the block has no message of its own (spec 2 §4 Block loading). */
  blockFailed: 'Something went wrong, please try again.',
  tryAgain: 'Try again',
  choose: 'Choose…',
  /** A text control's length and limit, as it is typed (ADR 143). */
  characterCount: '{count} / {limit}',
  characterLimit: 'Up to {limit} characters',
}
