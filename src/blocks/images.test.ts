import { describe, expect, it } from 'vitest'
import { blockImageIds } from './images.ts'
import { findTemplate } from './registry.ts'

describe('blockImageIds', () => {
  it.each([
    ['no blocks', [], []],
    ['an image field', [{ template: 'hero-title-banner', fields: { 'rdx-image': { id: 7 } }, groups: [] }], [7]],
    [
      'two image fields, ids once',
      [
        { template: 'image-box', fields: { 'rdx-image': { id: 7 }, 'rdx-logo-image': { id: 8 } }, groups: [] },
        { template: 'hero-title-banner', fields: { 'rdx-image': { id: 7 } }, groups: [] },
      ],
      [7, 8],
    ],
    ['an empty image field', [{ template: 'hero-title-banner', fields: { 'rdx-image': null }, groups: [] }], []],
    ['an unknown template', [{ template: 'no-such-block', fields: { 'rdx-image': { id: 7 } }, groups: [] }], []],
    [
      "an image list in a group's JSON field, bare ids or {id}",
      [{ template: 'tabbed-component', fields: {}, groups: [{ 'rdx-image': { id: 3 }, frames: [{ id: 4, alt: 'Front' }, 5] }] }],
      [3, 4, 5],
    ],
    [
      "image ids at a JSON field's path: each rent-a-car vehicle's",
      [
        {
          template: 'rent-a-car',
          fields: {
            vehicles_json: { vehicles_list: [{ image_id: 11 }, { image_id: null }, { display_name: 'No picture' }, { image_id: 12 }] },
          },
          groups: [],
        },
      ],
      [11, 12],
    ],
    [
      "a JSON field not of the path's shape",
      [{ template: 'rent-a-car', fields: { vehicles_json: { vehicles_list: 'none' } }, groups: [] }],
      [],
    ],
    [
      "the 360 preset pictures a block's server data chose",
      [
        {
          template: 'exterior-360',
          fields: {},
          groups: [],
          data: {
            presetFrames: [
              { id: 21, alt: 'Front' },
              { id: 22, alt: '' },
            ],
          },
        },
        { template: 'interior-360', fields: {}, groups: [], data: { presetPanorama: { id: 23, alt: 'Cabin' } } },
        { template: 'tabbed-component', fields: {}, groups: [], data: { presetFrames: null, presetPanorama: null } },
      ],
      [21, 22, 23],
    ],
    ['a non-image field holding an id', [{ template: 'html-box', fields: { html: { id: 9 } }, groups: [] }], []],
    [
      'ids no database row can have (stored before the field checked them)',
      [
        {
          template: 'tabbed-component',
          fields: {},
          groups: [{ 'rdx-image': { id: 2 ** 31 }, frames: [0, -1, 1.5, 2 ** 53, { id: 'x' }, 6] }],
        },
      ],
      [6],
    ],
  ])('%s', (_, blocks, expected) => {
    expect(blockImageIds(blocks)).toEqual(expected)
  })

  it("an image field refuses an id the database cannot hold, as a page's other ids", () => {
    const image = findTemplate('hero-title-banner')!.schema
    expect(image.safeParse({ 'rdx-image': { id: 2 ** 31 - 1 } }).success).toBe(true)
    expect(image.safeParse({ 'rdx-image': { id: 2 ** 31 } }).success).toBe(false)
  })
})
