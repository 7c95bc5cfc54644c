import { describe, expect, it } from 'vitest'
import { formDefinitionSchema, formFieldSchema, type FormDefinitionInput } from './definition.ts'
import { normalisePhone } from './phone-numbers.ts'
import { checkField, isFieldShown, validateLead } from './rules.ts'

/** As the server checks: with the reader of phone numbers. */
const server = { readPhone: normalisePhone }

const field = (input: Record<string, unknown>) => formFieldSchema.parse({ id: 'f', label: 'F', type: 'text', ...input })
const form = (input: Partial<FormDefinitionInput> & Pick<FormDefinitionInput, 'fields'>) => formDefinitionSchema.parse(input)

describe('checkField: the rules required, min, size and max (spec 1 §5)', () => {
  it.each([
    [{ rules: { required: true } }, '', 'required'],
    [{ rules: { required: true } }, '   ', 'required'],
    [{ rules: { required: true } }, undefined, 'required'],
    [{ rules: { required: false } }, '', null],
    [{ rules: { max: 5 } }, 'abcdef', 'max'],
    [{ rules: { max: 5 } }, 'abcde', null],
    [{ rules: { min: 3 } }, 'ab', 'min'],
    [{ rules: { min: 3 } }, '', null],
    [{ rules: { size: 4 } }, 'abc', 'size'],
    [{ rules: { size: 4 } }, 'abcd', null],
    [{}, 'x'.repeat(5001), 'max'],
    [{}, 42, 'type'],
    [{}, { a: 1 }, 'type'],
    [{ type: 'email' }, 'ann@example', 'email'],
    [{ type: 'email' }, 'ann@example.com', null],
    [{ type: 'email' }, '<script>@x.com', 'email'],
    // The rule every form and journey shares (lib/email.ts): what a mail server would refuse later.
    [{ type: 'email' }, 'anna@example..com', 'email'],
    [{ type: 'email' }, `${'a'.repeat(300)}@example.com`, 'email'],
    [{ type: 'phone', country: 'GB' }, '020 7946 0000', null],
    [{ type: 'phone' }, '12', 'phone'],
    [{ type: 'date' }, '2026-02-30', 'date'],
    [{ type: 'date' }, '2026-02-28', null],
    [{ type: 'select', options: [{ label: 'A', value: 'a' }] }, 'b', 'option'],
    [{ type: 'select', options: [{ label: 'A', value: 'a' }] }, 'a', null],
    [{ type: 'location' }, '12', null],
    [{ type: 'location' }, '12; drop', 'option'],
    [{ type: 'consent', rules: { required: true } }, false, 'required'],
    [{ type: 'consent', rules: { required: true } }, true, null],
    [{ type: 'consent', rules: { required: true } }, 'on', null],
    [{ type: 'consent' }, 'false', null],
    [{ type: 'consent' }, undefined, null],
    // Neither ticked nor unticked: refused, not stored as "No".
    [{ type: 'consent' }, 'yes', 'option'],
    [{ type: 'checkbox' }, 2, 'option'],
    [
      {
        type: 'checkbox',
        options: [
          { label: 'A', value: 'a' },
          { label: 'B', value: 'b' },
        ],
        rules: { min: 2 },
      },
      ['a'],
      'choices',
    ],
    [{ type: 'checkbox', options: [{ label: 'A', value: 'a' }] }, ['z'], 'option'],
  ])('%o with %o → %s', (input, value, code) => {
    expect(checkField(field(input), value, server).error?.code ?? null).toBe(code)
  })

  it.each([
    [{ from_today: true }, '2026-12-03', '2026-12-04', 'past'],
    [{ from_today: true }, '2026-12-04', '2026-12-04', null],
    [{ from_today: true }, '2027-01-01', '2026-12-04', null],
    [{ from_today: true }, '2026-12-03', undefined, null],
    [{}, '2026-12-03', '2026-12-04', null],
    [{ from_today: true }, '2026-02-30', '2026-01-01', 'date'],
  ])('a date field with %o: %s on %s → %s', (rules, value, today, code) => {
    expect(checkField(field({ type: 'date', rules }), value, { ...server, today }).error?.code ?? null).toBe(code)
  })

  it('says why a day before today is refused', () => {
    const check = validateLead(
      form({ fields: [{ id: 'day', label: 'Day', type: 'date', rules: { from_today: true } }] }),
      { day: '2020-01-01' },
      { ...server, today: '2026-12-04' },
    )
    expect(check).toEqual({ ok: false, errors: { day: { code: 'past', message: 'Choose today or a later day' } } })
  })

  it("says the spec's text for max", () => {
    expect(checkField(field({ rules: { max: 1 } }), 'ab', server).error?.message).toBe('Character limit exceeded')
  })

  it('stores trimmed text and phone numbers in E.164', () => {
    expect(checkField(field({}), '  Ann  ', server).value).toBe('Ann')
    expect(checkField(field({ type: 'phone', country: 'GB' }), '020 7946 0000', server).value).toBe('+442079460000')
    expect(checkField(field({ type: 'phone' }), '+44 20 7946 0958', server).value).toBe('+442079460958')
  })

  it('lets a phone number pass as typed where no reader is here yet (the browser before its chunk): the server checks it', () => {
    expect(checkField(field({ type: 'phone' }), ' junk ', { readPhone: null })).toEqual({ value: 'junk' })
    expect(checkField(field({ type: 'phone' }), 'junk', server).error?.code).toBe('phone')
  })
})

describe('conditional fields and the whole lead', () => {
  const definition = form({
    fields: [
      { id: 'name', type: 'text', label: 'Name', rules: { required: true } },
      {
        id: 'contact',
        type: 'radio',
        label: 'Contact by',
        options: [
          { label: 'Phone', value: 'phone' },
          { label: 'E-mail', value: 'email' },
        ],
      },
      { id: 'phone', type: 'phone', label: 'Phone', rules: { required: true }, show_when: { field: 'contact', equals: 'phone' } },
      { id: 'time', type: 'text', label: 'Best time', show_when: { field: 'phone' } },
    ],
  })

  it('shows a field only when its condition holds, through chains', () => {
    const [, , phone, time] = definition.fields
    expect(isFieldShown(phone!, { contact: 'email' }, definition)).toBe(false)
    expect(isFieldShown(phone!, { contact: 'phone' }, definition)).toBe(true)
    expect(isFieldShown(time!, { contact: 'email', phone: '+442079460000' }, definition)).toBe(false)
    expect(isFieldShown(time!, { contact: 'phone', phone: '+442079460000' }, definition)).toBe(true)
  })

  it('checks shown fields only, drops hidden and unknown keys', () => {
    expect(validateLead(definition, { name: 'Ann', contact: 'email', phone: 'junk', extra: 'x' }, server)).toEqual({
      ok: true,
      values: { name: 'Ann', contact: 'email' },
    })
    const failed = validateLead(definition, { contact: 'phone' }, server)
    expect(failed.ok).toBe(false)
    expect(!failed.ok && Object.keys(failed.errors)).toEqual(['name', 'phone'])
  })
})

describe('formDefinitionSchema', () => {
  it.each([
    [{ fields: [] }, 'fields', 'A form needs at least one field'],
    [
      {
        fields: [
          { id: 'a', type: 'text', label: 'A' },
          { id: 'a', type: 'text', label: 'B' },
        ],
      },
      'fields.1.id',
      'Another field already has the id "a"',
    ],
    [{ fields: [{ id: 'a', type: 'select', label: 'A' }] }, 'fields.0.options', 'A select or radio field needs options'],
    [
      { fields: [{ id: 'a', type: 'text', label: 'A', show_when: { field: 'b' } }] },
      'fields.0.show_when.field',
      '"b" must be a field above this one',
    ],
    [{ fields: [{ id: 'A b', type: 'text', label: 'A' }] }, 'fields.0.id', 'Use lower-case letters'],
    [
      { fields: [{ id: 'a', type: 'text', label: 'A', rules: { min: 5, max: 2 } }] },
      'fields.0.rules.min',
      'The minimum must not be more than the maximum',
    ],
    [
      { fields: [{ id: 'a', type: 'text', label: 'A' }], verification: { phone_field: 'a' } },
      'verification.phone_field',
      '"a" is not a phone field',
    ],
    [
      { fields: [{ id: 'a', type: 'text', label: 'A' }], integrations: [{ id: 'crm', type: 'webhook', url: 'ftp://x' }] },
      'integrations.0.url',
      'Enter an http or https URL',
    ],
  ])('refuses %o at %s', (input, path, message) => {
    const result = formDefinitionSchema.safeParse(input)
    expect(result.success).toBe(false)
    const issue = result.error!.issues.find((candidate) => candidate.path.join('.') === path)
    expect(issue?.message).toContain(message)
  })

  it('fills the settings with their defaults', () => {
    const definition = form({ fields: [{ id: 'a', type: 'text', label: 'A' }] })
    expect(definition.layout).toBe('single_column')
    expect(definition.settings.thank_you.title).toBe('Thank you')
    expect(definition.settings.notifications.enabled).toBe(false)
  })
})
