/** English: the cookie consent interface's namespace of the catalogue (ADR 118; index in ../en.ts). */

/**
 * spec 1 §2 Cookie banner, §4 Cookie consent: the banner's and the preferences' own labels and the
 * placeholder of content that needs consent. The market's banner title, content and accept label
 * (setting cookie_consent) and its placeholder text (cookie_consent.default_placeholder) win over these.
 */
export const consent = {
  /** The banner's accessible name when the market's banner has no title. */
  banner: 'Cookie consent',
  acceptAll: 'Accept all',
  rejectAll: 'Reject all',
  settings: 'Cookie settings',
  save: 'Save my choices',
  obligatory: 'Strictly necessary',
  obligatoryText: 'Needed for the site to work (your session, security and this choice). Always on.',
  optional: 'Optional',
  optionalText: 'Analytics, marketing and content from other sites such as videos and maps.',
  placeholder: 'This content comes from another site, which may set cookies. Accept optional cookies to show it.',
  placeholderAccept: 'Accept and show',
}
