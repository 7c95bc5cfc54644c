import { describe, expect, it } from 'vitest'
import { dealerFieldNames } from './backoffice/DealersScreen.tsx'
import { entryFieldNames } from './backoffice/NavigationScreen.tsx'
import { locationFieldNames } from './forms/LocationsScreen.tsx'
import { metaheadFieldNames } from './metaheads/MetaheadsScreen.tsx'
import { vehicleFieldNames } from './inventory/VehicleScreen.tsx'
import { failureText, fieldErrorAt, fieldName, problemText, type FieldNames } from './problem-text.ts'
import { userFieldNames } from './users/UsersScreen.tsx'

const at = (pointer: string, detail: string) => ({ title: 'Invalid value', detail, source: { pointer } })

describe('failureText (a failure toast names the problem)', () => {
  it.each([
    [
      'the detail names the problem',
      [{ title: 'Invalid value', detail: 'longitude: give both latitude and longitude, or neither' }],
      'Dealer not added: longitude: give both latitude and longitude, or neither',
    ],
    ['the title when there is no detail', [{ title: 'Request failed (500)' }], 'Dealer not added: Request failed (500)'],
    [
      'each problem once',
      [
        { title: 'A', detail: 'x' },
        { title: 'B', detail: 'x' },
        { title: 'C', detail: 'y' },
      ],
      'Dealer not added: x; y',
    ],
    ['no problem given', [], 'Dealer not added.'],
    [
      'at most three, then how many more',
      ['a', 'b', 'c', 'd', 'e'].map((detail) => ({ title: 'Invalid value', detail })),
      'Dealer not added: a; b; c; and 2 more (at the fields)',
    ],
    [
      'a field by its name on the form',
      [at('/longitude', 'longitude: give both latitude and longitude, or neither')],
      'Dealer not added: Longitude: give both latitude and longitude, or neither',
    ],
  ])('%s', (_, errors, text) => {
    expect(failureText('Dealer not added', errors, dealerFieldNames([]))).toBe(text)
  })
})

describe("problemText (a problem names its field as the form's label reads, not by the API's key)", () => {
  const hours = dealerFieldNames([{ day: 'mon' }, { day: 'sat' }])
  it.each<[string, FieldNames | undefined, ReturnType<typeof at>, string]>([
    [
      'dealer: an opening-hours row by its day',
      hours,
      at('/opening_hours/0/closes', 'opening_hours.0.closes: must be later than opens'),
      'Opening hours › Monday › Closes: must be later than opens',
    ],
    [
      'dealer: the second row',
      hours,
      at('/opening_hours/1/opens', 'opening_hours.1.opens: overlaps row 1 on the same day'),
      'Opening hours › Saturday › Opens: overlaps row 1 on the same day',
    ],
    [
      'dealer: a row the form no longer has',
      dealerFieldNames([]),
      at('/opening_hours/2', 'opening_hours.2: bad'),
      'Opening hours › Row 3: bad',
    ],
    ['dealer: a label with a hyphen', hours, at('/email', 'email: must be an e-mail address'), 'E-mail: must be an e-mail address'],
    ['dealer: a service by its number', hours, at('/services/1', 'services.1: too long'), 'Services › Service 2: too long'],
    [
      'location: behind the JSON:API wrapper',
      locationFieldNames,
      at('/data/attributes/email', 'data.attributes.email: Enter a valid e-mail address'),
      'E-mail: Enter a valid e-mail address',
    ],
    [
      'location: an attribute by its name',
      locationFieldNames,
      at('/data/attributes/attributes/crm_id', 'data.attributes.attributes.crm_id: too long'),
      'Attributes › crm_id: too long',
    ],
    [
      'location: the dealer picker',
      locationFieldNames,
      at('/data/attributes/dealer_id', 'data.attributes.dealer_id: no such dealer'),
      'Dealer: no such dealer',
    ],
    [
      'vehicle: a price',
      vehicleFieldNames,
      at('/data/attributes/sale_price', 'sale_price: must be at most 100,000,000'),
      'Sale price: must be at most 100,000,000',
    ],
    ['vehicle: a photo', vehicleFieldNames, at('/data/attributes/photos/1', 'photos.1: is listed twice'), 'Photo 2: is listed twice'],
    [
      'navigation entry: its link',
      entryFieldNames,
      at('/url', 'url: must be a path starting with /'),
      'Link: must be a path starting with /',
    ],
    ['metahead: the page path', metaheadFieldNames, at('/page', 'page: no page with the path /x'), 'Page path: no page with the path /x'],
    [
      'user: the password',
      userFieldNames,
      at('/password', 'password: password must be at least 12 characters'),
      'Password: password must be at least 12 characters',
    ],
    [
      'a key the form does not name: in words',
      undefined,
      at('/data/attributes/opening_hours/0/closes', 'opening_hours.0.closes: bad'),
      'Opening hours › 1 › Closes: bad',
    ],
    ['the body itself: the message alone', undefined, at('/', 'body: Invalid input'), 'Invalid input'],
    [
      'a detail without the key: as the API said it',
      hours,
      at('/code', 'A dealer with the code GB-1 exists.'),
      'A dealer with the code GB-1 exists.',
    ],
  ])('%s', (_, names, error, text) => {
    expect(problemText(error, names)).toBe(text)
  })

  it.each([
    ['sale_price', 'Sale price'],
    ['data.attributes.email', 'Email'],
    ['opening_hours.0.closes', 'Opening hours › 1 › Closes'],
  ])('a key in words: %s → %s', (key, words) => {
    expect(fieldName(key)).toBe(words)
  })
})

// The form builder said "Submit button label: Too small: expected string to have >=1 characters".
describe("the validation library's default wording, in the back office's words", () => {
  const problem = (pointer: string, detail: string) => ({ status: '422', title: 'Invalid value', detail, source: { pointer } })
  it('in a toast and at the field', () => {
    const errors = [
      problem('/data/attributes/submit_label', 'submit_label: Too small: expected string to have >=1 characters'),
      problem('/email', 'email: Invalid email address'),
    ]
    expect(failureText('Form not saved', errors, () => undefined)).toBe(
      'Form not saved: Submit label: Required; Email: Enter a valid e-mail address',
    )
    expect(fieldErrorAt(errors, '/email')).toBe('Enter a valid e-mail address')
    expect(fieldErrorAt(errors, '/name')).toBeUndefined()
  })
})
