import { describe, expect, it } from 'vitest'
import { autocompleteFor, contactLine } from './autocomplete.ts'

describe('autocompleteFor (WCAG 1.3.5: the purpose of a field asking for the visitor’s details)', () => {
  it.each([
    ['email', 'email', 'email'],
    ['contact_address', 'email', 'email'],
    ['first_name', 'text', 'given-name'],
    ['firstName', 'text', 'given-name'],
    ['LAST-NAME', 'text', 'family-name'],
    ['surname', 'text', 'family-name'],
    ['name', 'text', 'name'],
    ['company', 'text', 'organization'],
    ['post_code', 'text', 'postal-code'],
    ['zip', 'text', 'postal-code'],
    ['city', 'text', 'address-level2'],
    ['address_line_1', 'text', 'address-line1'],
    // Not a detail of the visitor, or not a text field: no token.
    ['model', 'text', undefined],
    ['comments', 'textarea', undefined],
    ['first_name', 'textarea', undefined],
    ['city', 'select', undefined],
    ['preferred_date', 'date', undefined],
    ['constructor', 'text', undefined],
    ['__proto__', 'text', undefined],
  ] as const)('%s (%s) → %s', (id, type, expected) => {
    expect(autocompleteFor({ id, type })).toBe(expected)
  })
})

describe('contactLine (who a lead is from, for a summary)', () => {
  const fields = [
    { id: 'first_name', type: 'text' },
    { id: 'last_name', type: 'text' },
    { id: 'email', type: 'email' },
    { id: 'phone', type: 'phone' },
    { id: 'vehicle', type: 'hidden' },
  ] as const
  it.each([
    [
      'names and e-mail',
      { first_name: ' Ada ', last_name: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' },
      'Ada Lovelace, ada@example.com',
    ],
    ['a family name left empty', { first_name: 'Ada', last_name: '', email: 'ada@example.com' }, 'Ada, ada@example.com'],
    ['no name', { email: 'ada@example.com' }, 'ada@example.com'],
    ['nothing of it', { vehicle: 'Aurelia E5' }, ''],
  ])('%s', (_, values, expected) => {
    expect(contactLine(fields, values)).toBe(expected)
  })

  it('takes a whole name where the form asks for one', () => {
    expect(
      contactLine(
        [
          { id: 'name', type: 'text' },
          { id: 'mail', type: 'email' },
        ],
        { name: 'ليلى حداد', mail: 'layla@example.com' },
      ),
    ).toBe('ليلى حداد, layla@example.com')
  })
})
