/**
 * English: the Local VIN Checker's own visitor texts (its title, label, button and responses are
 * block fields; spec 3 §9, ADR 137, 138). `{count}` is the number of characters typed; `{vin}` the
 * VIN looked up.
 */
export const vinCheckerLocal = {
  vinRequired: 'Please enter your VIN.',
  vinLength: 'A VIN has 17 characters; you entered {count}.',
  vinCharacters: 'A VIN has only letters and digits, and never the letters I, O or Q.',
  hint: '17 letters and digits; spaces are ignored.',
  checking: 'Checking…',
  serviceError: 'We could not check your VIN just now. Please try again in a moment.',
  recallsFor: 'Recalls for {vin}',
  campaign: 'Campaign',
  checkAnother: 'Check another VIN',
}
