import { describe, expect, it } from 'vitest'
import { formDefinitionSchema } from '~/forms/definition.ts'
import {
  addField,
  conditionCandidates,
  freeId,
  fromDraft,
  keepVerification,
  moveField,
  newField,
  newIntegration,
  removeField,
  toDraft,
  updateField,
  type DraftField,
} from './field-list.ts'

const draft = () =>
  toDraft({
    fields: [
      { id: 'name', type: 'text', label: 'Name' },
      { id: 'contact', type: 'select', label: 'Contact me by', options: [{ label: 'Phone', value: 'phone' }] },
      { id: 'phone', type: 'phone', label: 'Phone', show_when: { field: 'contact', equals: 'phone' } },
    ],
    verification: { phone_field: 'phone' },
  })
const ids = (fields: readonly DraftField[]) => fields.map((field) => field.id)

describe('form builder: the field list', () => {
  it('a draft keeps the definition and gives each field its own key; saving drops the keys', () => {
    const d = draft()
    expect(new Set(d.fields.map((f) => f.key)).size).toBe(3)
    const saved = fromDraft(d)
    expect(saved.fields.every((f) => !('key' in f))).toBe(true)
    expect(formDefinitionSchema.parse(saved).fields.map((f) => f.id)).toEqual(['name', 'contact', 'phone'])
  })

  it('a new field of each type is valid as it is, with an id not yet taken', () => {
    let fields = draft().fields
    for (const type of [
      'text',
      'email',
      'phone',
      'select',
      'radio',
      'checkbox',
      'consent',
      'date',
      'hidden',
      'textarea',
      'location',
    ] as const)
      fields = addField(fields, type)
    expect(ids(fields).slice(3)).toEqual([
      'text',
      'email',
      'phone_2',
      'select',
      'radio',
      'checkbox',
      'consent',
      'date',
      'hidden',
      'textarea',
      'location',
    ])
    expect(formDefinitionSchema.safeParse(fromDraft({ ...draft(), fields })).success).toBe(true)
    expect(newField('consent', []).consent_text).toMatch(/contact me/)
  })

  it('freeId counts on past the ids in use', () => {
    expect(freeId('email', [{ id: 'email' }, { id: 'email_2' }])).toBe('email_3')
    expect(newIntegration([{ id: 'webhook', type: 'webhook', url: 'https://a.example', enabled: true }]).id).toBe('webhook-2')
  })

  it('moves a field up or down by one, and not past either end (the keyboard reorder)', () => {
    const fields = draft().fields
    const [first, , last] = fields
    expect(ids(moveField(fields, last!.key, -1))).toEqual(['name', 'phone', 'contact'])
    expect(ids(moveField(fields, first!.key, 1))).toEqual(['contact', 'name', 'phone'])
    expect(ids(moveField(fields, first!.key, -1))).toEqual(['name', 'contact', 'phone'])
    expect(ids(moveField(fields, last!.key, 1))).toEqual(['name', 'contact', 'phone'])
  })

  it('renaming a field renames the conditions that point at it', () => {
    const fields = draft().fields
    const next = updateField(fields, fields[1]!.key, { id: 'channel' })
    expect(next[2]!.show_when).toEqual({ field: 'channel', equals: 'phone' })
    expect(next[1]!.id).toBe('channel')
  })

  it('removing a field drops the conditions on it and names the fields that lost theirs', () => {
    const fields = draft().fields
    const { fields: next, released } = removeField(fields, fields[1]!.key)
    expect(ids(next)).toEqual(['name', 'phone'])
    expect(next[1]!.show_when).toBeUndefined()
    expect(released).toEqual(['Phone'])
  })

  it('verification keeps only fields that still exist with the right type', () => {
    const d = draft()
    const { fields } = removeField(d.fields, d.fields[2]!.key)
    expect(keepVerification({ ...d, fields })).toEqual({})
    expect(keepVerification(d)).toEqual({ phone_field: 'phone' })
  })

  it('a field may depend only on the fields above it', () => {
    const fields = draft().fields
    expect(ids(conditionCandidates(fields, fields[2]!.key))).toEqual(['name', 'contact'])
    expect(conditionCandidates(fields, fields[0]!.key)).toEqual([])
  })
})
