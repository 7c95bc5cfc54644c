import { describe, expect, it } from 'vitest'
import { autocompleteFor } from './autocomplete.ts'

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
  ] as const)('%s (%s) → %s', (id, type, expected) => {
    expect(autocompleteFor({ id, type })).toBe(expected)
  })
})
