import { describe, expect, it } from 'vitest'
import { moveField, toDraft } from './field-list.ts'
import { apiProblems, controlId, describePath, draftProblems, mergeProblems, pointerPath, problemsUnder } from './problems.ts'

const draft = () =>
  toDraft({
    fields: [
      { id: 'name', type: 'text', label: 'Name' },
      { id: 'phone', type: 'phone', label: 'Phone' },
    ],
  })

describe('form builder: problems at the fields they concern', () => {
  it('maps the schema’s problems to the place in the draft', () => {
    const d = draft()
    d.fields[0]!.label = ' '
    d.fields[1]!.id = 'Phone number'
    d.fields[1]!.rules = { required: false, min: 9, max: 3 }
    d.settings.notifications.recipients = ['sales@example.com', 'not an address']
    const problems = draftProblems(d)
    expect(Object.fromEntries(problems)).toEqual({
      'fields.0.label': 'A field needs a label',
      'fields.1.id': 'Use lower-case letters, digits and underscores, starting with a letter (at most 64)',
      'fields.1.rules.min': 'The minimum must not be more than the maximum',
      'settings.notifications.recipients.1': 'Enter a valid e-mail address',
    })
    expect(Object.fromEntries(problemsUnder(problems, 'fields.1'))).toEqual({
      id: 'Use lower-case letters, digits and underscores, starting with a letter (at most 64)',
      'rules.min': 'The minimum must not be more than the maximum',
    })
  })

  it('a condition on a field below is named at the condition, and goes once the order is right', () => {
    const d = draft()
    d.fields[0]!.show_when = { field: 'phone' }
    expect(draftProblems(d).get('fields.0.show_when.field')).toBe('"phone" must be a field above this one')
    expect(draftProblems({ ...d, fields: moveField(d.fields, d.fields[0]!.key, 1) }).size).toBe(0)
  })

  it('a form without fields and a duplicate id say so', () => {
    expect(draftProblems({ ...draft(), fields: [] }).get('fields')).toBe('A form needs at least one field')
    const d = draft()
    d.fields[1]!.id = 'name'
    expect(draftProblems(d).get('fields.1.id')).toBe('Another field already has the id "name"')
  })

  it('reads the API’s JSON pointers, whatever wraps the definition', () => {
    expect(pointerPath('/data/attributes/definition/fields/3/rules/max')).toBe('fields.3.rules.max')
    expect(pointerPath('/fields/0/label')).toBe('fields.0.label')
    expect(pointerPath('/data/attributes/name')).toBe('name')
    expect(pointerPath('/data/attributes/unknown')).toBeNull()
    expect(pointerPath(undefined)).toBeNull()
    const { placed, rest } = apiProblems([
      {
        status: '422',
        title: 'Invalid form',
        detail: 'fields.0.label: A field needs a label',
        source: { pointer: '/definition/fields/0/label' },
      },
      { status: '409', title: 'Conflict', detail: 'Another form already has the name "Test drive"', source: { pointer: '/name' } },
      { status: '500', title: 'Request failed (500)' },
    ])
    expect(Object.fromEntries(placed)).toEqual({
      'fields.0.label': 'A field needs a label',
      name: 'Another form already has the name "Test drive"',
    })
    expect(rest.map((e) => e.title)).toEqual(['Request failed (500)'])
  })

  it('merges the browser’s and the API’s, the browser’s first', () => {
    const merged = mergeProblems(
      new Map([['fields.0.label', 'A field needs a label']]),
      new Map([
        ['fields.0.label', 'other'],
        ['name', 'taken'],
      ]),
    )
    expect(Object.fromEntries(merged)).toEqual({ 'fields.0.label': 'A field needs a label', name: 'taken' })
  })

  it('names the place in words and as a control id', () => {
    const d = draft()
    expect(describePath('fields.1.rules.max', d)).toBe('Field 2 (phone) · Maximum')
    expect(describePath('fields.0.options.2.value', d)).toBe('Field 1 (name) · Option 3 value')
    expect(describePath('settings.notifications.recipients.1', d)).toBe('Notifications · Recipient 2')
    expect(describePath('settings.thank_you.redirect_url', d)).toBe('Thank-you · Go to this page instead')
    expect(describePath('settings.confirmations.body', d)).toBe('Confirmation · Text')
    expect(describePath('integrations.0.url', d)).toBe('Webhook 1 · URL')
    expect(describePath('verification.phone_field', d)).toBe('Phone verification')
    expect(describePath('name', d)).toBe('Name')
    expect(controlId('fields.1.rules.max')).toBe('fb-fields-1-rules-max')
  })
})
