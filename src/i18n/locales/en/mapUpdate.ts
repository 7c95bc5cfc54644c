/**
 * English: the map update wizard's own visitor texts (its steps' titles, descriptions and buttons
 * are block fields; spec 3 §9, ADR 137). `{n}` and `{total}` are the step's number and the number
 * of steps.
 */
export const mapUpdate = {
  stepOf: 'Step {n} of {total}',
  termsRequired: 'Please accept the terms to continue.',
  download: 'Download',
}
