/**
 * English: the Finance Calculator's own visitor texts (the editor's labels are block fields; spec 3
 * §9, ADR 137): validation messages, the choice placeholders, the quote's actions. `{min}`, `{max}`,
 * `{interval}` are filled in by the validator (validate.ts).
 */
export const financeCalculator = {
  select: 'Select',
  required: 'Enter a number.',
  notANumber: 'Enter a number, such as {example}.',
  range: 'Enter a value between {min} and {max}.',
  step: 'Choose a value in steps of {interval}.',
  /** Under the deposit field: its range and step, said before a deposit is refused for them. */
  depositHint: '{min}–{max} {unit}, in steps of {interval}',
  minDeposit: 'This product needs a deposit of at least {min} %.',
  maxTerm: 'This product lasts at most {max} months.',
  years: 'years',
  months: 'months',
  priceOnRequest: 'Price on request',
  requestQuote: 'Request this quote',
  savedForOrder: 'Your quote is saved with your order.',
  noVehicles: 'No vehicles to finance yet.',
}
