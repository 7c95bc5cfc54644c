import { describe, expect, it } from 'vitest'
import { field, fieldsSchema, options, valueSchema, type FieldDefinition } from './fields.ts'

const check = (definition: FieldDefinition, value: unknown) => valueSchema(definition)!.safeParse(value).success
const link = { url: '/offers', link_text: 'Offers' }

describe('field value validators (spec 2 §3.2)', () => {
  it.each([
    ['Bool', field.bool('b', 'B'), true, true],
    ['Bool', field.bool('b', 'B'), 'true', false],
    ['String', field.string('s', 'S'), 'text', true],
    ['String over its limit', field.string('s', 'S', '', { max: 5 }), 'toolong', false],
    ['String', field.string('s', 'S'), 5, false],
    ['String matching its pattern', field.string('s', 'S', '', { pattern: '^\\d{4}$' }), '2027', true],
    ['String, empty, with a pattern', field.string('s', 'S', '', { pattern: '^\\d{4}$' }), '', true],
    ['String not matching its pattern', field.string('s', 'S', '', { pattern: '^\\d{4}$' }), 'soon', false],
    ['Text', field.text('t', 'T'), 'line\nline', true],
    ['Number', field.number('n', 'N'), 3.5, true],
    ['Number below min', field.number('n', 'N', null, { min: 1 }), 0, false],
    ['Number', field.number('n', 'N'), '3', false],
    ['Number', field.number('n', 'N'), Number.POSITIVE_INFINITY, false],
    ['Select', field.select('c', 'C', options(['a', 'A'], ['b', 'B']), 'a'), 'b', true],
    ['Select', field.select('c', 'C', options(['a', 'A'], ['b', 'B']), 'a'), 'z', false],
    ['Select of forms', field.form('form_id', 'Form'), '12', true],
    ['Select of forms', field.form('form_id', 'Form'), { id: 1 }, false],
    ['Image', field.image('i', 'I'), { id: 24735, alt: 'A car' }, true],
    ['Image', field.image('i', 'I'), null, true],
    ['Image without id', field.image('i', 'I'), { alt: 'A car' }, false],
    ['Image with an unknown key', field.image('i', 'I'), { id: 1, src: 'x' }, false],
    ['Icon', field.icon('ic', 'Icon'), 'arrow-right', true],
    ['Link', field.link('l', 'L'), link, true],
    ['Link of an unknown type', field.link('l', 'L'), { ...link, type: 'mailto' }, false],
    ['Link of an excluded type', field.link('l', 'L', { excludedOptions: ['FORM'] }), { ...link, type: 'form' }, false],
    ['Link with an unknown key', field.link('l', 'L'), { ...link, colour: 'red' }, false],
    ['LinksCollection', field.links('ls', 'Ls'), [link, link], true],
    ['LinksCollection over its limit', field.links('ls', 'Ls', { max: 1 }), [link, link], false],
    ['Markdown', field.markdown('m', 'M'), '<p>x</p>', true],
    ['Json object', field.json('j', 'J'), { a: [1, 'b'] }, true],
    ['Json function', field.json('j', 'J'), () => 1, false],
  ])('%s: %o → %s', (_type, definition, value, valid) => {
    expect(check(definition, value)).toBe(valid)
  })

  it('separators hold no value', () => {
    expect(valueSchema(field.separator('Layout', true))).toBeUndefined()
  })

  it('a fields schema applies defaults and rejects unknown symbols', () => {
    const schema = fieldsSchema([field.string('heading', 'Title', 'Hello'), field.bool('dark', 'Dark'), field.separator('Style')])
    expect(schema.parse({})).toEqual({ heading: 'Hello', dark: false })
    expect(schema.safeParse({ 'separator-style': { big: true } }).success).toBe(false)
    expect(schema.safeParse({ extra: 1 }).success).toBe(false)
  })
})
