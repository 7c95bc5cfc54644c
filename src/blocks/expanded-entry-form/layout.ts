/**
 * spec 2 §9: a tab's padding on phones, by default. Apart from the fields (fields.ts), whose
 * schemas the block's browser code does not load.
 */
export const TAB_X_PADDING = 22
