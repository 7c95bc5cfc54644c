import { expect, it } from 'vitest'
import { formDefinitionSchema } from './definition.ts'

it("gives each form its own default settings: changing one form's never changes another's", () => {
  const fields = [{ id: 'name', type: 'text', label: 'Name' }]
  const first = formDefinitionSchema.parse({ fields })
  const second = formDefinitionSchema.parse({ fields })
  first.settings.confirmations.enabled = true
  expect(second.settings.confirmations.enabled).toBe(false)
  expect(formDefinitionSchema.parse({ fields }).settings.confirmations.enabled).toBe(false)
})

it.each([
  ['name', true],
  ['first_name2', true],
  ['constructor', false],
  ['Name', false],
  ['2nd', false],
])('a field id %s is taken: %s', (id, taken) => {
  const parsed = formDefinitionSchema.safeParse({ fields: [{ id, type: 'text', label: 'A field' }] })
  expect(parsed.success).toBe(taken)
  if (id === 'constructor')
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['fields', 0, 'id'], message: 'This id is reserved; choose another' })
})

it.each([
  [{ type: 'phone', country: 'GB' }, null],
  [{ type: 'phone', country: 'ZZ' }, ['fields', 0, 'country']],
  [{ type: 'phone', country: 'gb' }, ['fields', 0, 'country']],
  [
    {
      type: 'select',
      options: [
        { label: 'E5', value: 'e5' },
        { label: 'E7', value: 'e7' },
      ],
    },
    null,
  ],
  [
    {
      type: 'radio',
      options: [
        { label: 'E5', value: 'e5' },
        { label: 'E7', value: 'e5' },
      ],
    },
    ['fields', 0, 'options', 1, 'value'],
  ],
])('a field %o: refused at %o', (field, path) => {
  const parsed = formDefinitionSchema.safeParse({ fields: [{ id: 'pick', label: 'A field', ...field }] })
  expect(parsed.error?.issues[0]?.path ?? null).toEqual(path)
})

it.each([1e20, 2.5, -1, 'ten'])('a field’s maximum of %j is refused in words a builder reads', (max) => {
  const parsed = formDefinitionSchema.safeParse({ fields: [{ id: 'name', type: 'text', label: 'Name', rules: { max } }] })
  expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/^Enter a whole number from 1 to \d+$/)])
})
