/**
 * The wording a new form stores (English: data the market's team may edit in /admin). A form that
 * still holds one of them gets the catalogue's text in the market's language instead: the e-mails
 * on the server (`mail.lead.*`, delivery.server.ts), the button and the thank-you on the page
 * (`ui.form*`, `withMarketDefaults`); any other wording is the team's and shown as written.
 * Changing one of these would leave the forms made before it in English: add, don't change.
 */
export const DEFAULT_NOTIFICATION_SUBJECT = 'New lead: {form}'
export const DEFAULT_CONFIRMATION_SUBJECT = 'We have received your request'
export const DEFAULT_CONFIRMATION_BODY = 'Thank you for contacting us. A member of our team will be in touch soon.'
export const DEFAULT_SUBMIT_LABEL = 'Submit'
export const DEFAULT_THANK_YOU_TITLE = 'Thank you'
export const DEFAULT_THANK_YOU_MESSAGE = 'We have received your request and will be in touch soon.'

/** A stored text, or the market's wording of it while it is still the default it was made with. */
export const withMarketDefault = (stored: string, englishDefault: string, marketText: string): string =>
  stored === englishDefault ? marketText : stored
