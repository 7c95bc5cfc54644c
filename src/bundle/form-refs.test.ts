import { describe, expect, it } from 'vitest'
import { mapButtonFormTargets, mapFormReferences } from './form-refs.ts'

const ids = new Map([
  [1, 7],
  [2, 9],
])

describe('mapFormReferences (ADR 060)', () => {
  it.each([
    ['a block field', { form_id: 1 }, { form_id: 7 }],
    ["Rent a Car's contact step", { contact_step_form_id: '1' }, { contact_step_form_id: '7' }],
    ['a form link as text', { link: { type: 'form', rdx_forms_form_id: '2' } }, { link: { type: 'form', rdx_forms_form_id: '9' } }],
    ['deep in groups', { groups: [{ cta: { rdx_forms_form_id: 1 } }] }, { groups: [{ cta: { rdx_forms_form_id: 7 } }] }],
    ['no form chosen', { form_id: null, link: { rdx_forms_form_id: '' } }, { form_id: null, link: { rdx_forms_form_id: '' } }],
    ['other keys alone', { id: 1, form: 2, title: 'form_id' }, { id: 1, form: 2, title: 'form_id' }],
  ])('maps %s', (_, input, expected) => {
    expect(mapFormReferences(input, ids)).toEqual({ value: expected, unknown: [] })
  })

  it('names a reference to a form the bundle lacks, by its path', () => {
    const result = mapFormReferences({ blocks: [{ fields: { form_id: 5 } }] }, ids, 'pages[3]')
    expect(result.unknown).toEqual(['pages[3].blocks[0].fields.form_id: no form with id 5 in the bundle'])
  })
})

describe('mapButtonFormTargets (ADR 105)', () => {
  it.each([
    ['a form target', 'form:1', 'form:7'],
    ['another form', 'form:2', 'form:9'],
    ['a URL', '/finance', '/finance'],
    ['no target', null, null],
  ])('maps %s', (_, target, expected) => {
    const result = mapButtonFormTargets([{ code: 'x', buttons: [{ label: 'Enquire', target }] }], ids)
    expect(result).toEqual({ value: [{ code: 'x', buttons: [{ label: 'Enquire', target: expected }] }], unknown: [] })
  })

  it('names a target the bundle lacks, by its path, and keeps it', () => {
    const result = mapButtonFormTargets([{ buttons: [] }, { buttons: [{ target: 'form:5' }] }], ids)
    expect(result.unknown).toEqual(['button_sets[1].buttons[0].target: no form with id 5 in the bundle'])
    expect(result.value[1]!.buttons[0]!.target).toBe('form:5')
  })
})
