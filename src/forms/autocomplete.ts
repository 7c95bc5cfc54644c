import type { FormField } from './definition.ts'
import type { LeadValues } from './rules.ts'

/**
 * The `autocomplete` token of a field that asks for the visitor's own details (WCAG 1.3.5,
 * Identify Input Purpose), so a browser can fill it in: an e-mail field always; a text field by
 * its id, as forms name these fields (`first_name`, `lastName`, `post-code` …; case, `_` and `-`
 * do not count). Other fields get none. The phone field gives its own (PhoneInput). Pure.
 *
 * @example autocompleteFor({ id: 'first_name', type: 'text' }) // 'given-name'
 */
export function autocompleteFor(field: Pick<FormField, 'id' | 'type'>): string | undefined {
  if (field.type === 'email') return 'email'
  if (field.type !== 'text') return undefined
  return TEXT_FIELD_PURPOSES.get(field.id.toLowerCase().replace(/[_-]/g, ''))
}

// A Map, so an id such as `constructor` finds nothing rather than a property every object inherits.
const TEXT_FIELD_PURPOSES: ReadonlyMap<string, string> = new Map(
  Object.entries({
    firstname: 'given-name',
    givenname: 'given-name',
    forename: 'given-name',
    lastname: 'family-name',
    surname: 'family-name',
    familyname: 'family-name',
    name: 'name',
    fullname: 'name',
    company: 'organization',
    companyname: 'organization',
    organisation: 'organization',
    organization: 'organization',
    address: 'street-address',
    streetaddress: 'street-address',
    street: 'address-line1',
    address1: 'address-line1',
    addressline1: 'address-line1',
    address2: 'address-line2',
    addressline2: 'address-line2',
    city: 'address-level2',
    town: 'address-level2',
    postcode: 'postal-code',
    postalcode: 'postal-code',
    zip: 'postal-code',
    zipcode: 'postal-code',
    country: 'country-name',
  }),
)

/**
 * Who a lead is from, as a line a summary can show ("Ada Lovelace, ada@example.com"): its fields
 * whose purpose is a name (given and family name, or a whole name) and its e-mail address, as the
 * visitor typed them, apart as the market's language writes it (`listSeparator`); '' when the form
 * asks for none of them.
 */
export function contactLine(fields: readonly Pick<FormField, 'id' | 'type'>[], values: LeadValues, separator = ', '): string {
  const of = (...purposes: string[]) =>
    fields
      .filter((field) => purposes.includes(autocompleteFor(field) ?? ''))
      .map((field) => values[field.id])
      .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
      .map((value) => value.trim())
  const name = [...of('given-name', 'family-name'), ...of('name')].join(' ')
  return [name, ...of('email')].filter(Boolean).join(separator)
}
