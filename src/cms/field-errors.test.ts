import { describe, expect, it } from 'vitest'
import { fieldErrorsFor, groupFieldErrors, pointerTarget } from './field-errors.ts'

describe('pointerTarget (422 source.pointer → field, editor-contract.md)', () => {
  it.each([
    { pointer: '/document/blocks/2/fields/title', target: { kind: 'block', index: 2, prop: 'title' } },
    { pointer: '/blocks/2/fields/title', target: { kind: 'block', index: 2, prop: 'title' } },
    { pointer: '/document/blocks/0/groups/1/link', target: { kind: 'block', index: 0, prop: 'groups[1].link' } },
    { pointer: '/document/blocks/0/groups/3', target: { kind: 'block', index: 0, prop: 'groups[3]' } },
    { pointer: '/document/blocks/0/groups', target: { kind: 'block', index: 0, prop: 'groups' } },
    { pointer: '/document/blocks/4/fields/cta/url', target: { kind: 'block', index: 4, prop: 'cta.url' } },
    { pointer: '/document/blocks/4', target: { kind: 'block', index: 4, prop: '' } },
    { pointer: '/document/blocks/1/template', target: { kind: 'block', index: 1, prop: 'template' } },
    { pointer: '/document/meta_title', target: { kind: 'page', prop: 'meta_title' } },
    { pointer: '/document/blocks', target: { kind: 'page', prop: 'blocks' } },
    { pointer: '/document/a~1b~0c', target: { kind: 'page', prop: 'a/b~c' } },
    { pointer: '', target: { kind: 'page', prop: '' } },
  ])('$pointer', ({ pointer, target }) => {
    expect(pointerTarget(pointer)).toEqual(target)
  })
})

describe('fieldErrorsFor', () => {
  it('maps blocks to their Puck item ids and page properties to root', () => {
    const errors = fieldErrorsFor([
      { pointer: '/document/blocks/1/fields/title', message: 'Block 2 (quote): title is too long' },
      { pointer: '/document/meta_title', message: 'too long' },
      { pointer: '/document/blocks/9/fields/x', message: 'no such block' },
    ], ['block-0-a', 'block-1-b'])
    expect(errors).toEqual([
      { itemId: 'block-1-b', prop: 'title', message: 'Block 2 (quote): title is too long' },
      { itemId: 'root', prop: 'meta_title', message: 'too long' },
      { itemId: 'root', prop: 'x', message: 'no such block' },
    ])
    expect(groupFieldErrors([...errors, { itemId: 'root', prop: 'meta_title', message: 'second' }])).toEqual({
      'block-1-b': { title: 'Block 2 (quote): title is too long' },
      root: { meta_title: 'too long', x: 'no such block' },
    })
  })
})
