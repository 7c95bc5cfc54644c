/**
 * spec 2 §3.3 / §4 Block loading: the default texts of a block's Loading Failed state. Kept apart
 * from common-fields.ts so the page's client chunk, which shows the state, does not carry the
 * field definitions that use them as defaults.
 */
export const LOAD_FAILED_TEXT = 'Something went wrong, please try again.'
export const TRY_AGAIN_TEXT = 'Try again'
