/**
 * Bidirectional controls (U+202E RIGHT-TO-LEFT OVERRIDE and its kin) reorder the text around them
 * when shown: a visitor's `\u202Efdp.exe` reads as `exe.pdf` in a back-office list or a
 * spreadsheet. Where the back office shows what visitors typed, and in exports, each is written as
 * its code point instead (`[U+202E]`), so the text reads as it was sent and the control is seen.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

export const showBidiControls = (text: string): string =>
  text.replace(BIDI_CONTROLS, (control) => `[U+${control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`)
