import { describe, expect, it } from 'vitest'
import { parseFrames } from './frames.ts'

describe('spec 2 §3.8 Tabbed Component: exterior frames JSON', () => {
  it.each([
    ['nothing', undefined, []],
    ['null', null, []],
    ['blank text', ' ', []],
    [
      'bare ids',
      [1006, 1007],
      [
        { id: 1006, alt: '' },
        { id: 1007, alt: '' },
      ],
    ],
    [
      'ids with alt text',
      [{ id: 1006, alt: ' Front ' }, { id: 1007 }],
      [
        { id: 1006, alt: 'Front' },
        { id: 1007, alt: '' },
      ],
    ],
    [
      'JSON text',
      '[1006, {"id": 1007, "alt": "Side"}]',
      [
        { id: 1006, alt: '' },
        { id: 1007, alt: 'Side' },
      ],
    ],
  ])('accepts %s', (_, raw, frames) => {
    expect(parseFrames(raw)).toEqual({ success: true, frames })
  })

  it.each([
    ['unparsable text', '[1006,', 'Invalid JSON in frames'],
    ['a single id', 1006, 'Invalid frames: Invalid input: expected array, received number'],
    ['a zero id', [0], 'Invalid frames: 0: Invalid input'],
    ['an id as text', ['1006'], 'Invalid frames: 0: Invalid input'],
    ['an unknown key', [{ id: 1, src: 'x.jpg' }], 'Invalid frames: 0: Unrecognized key: "src"'],
    ['too many frames', Array.from({ length: 73 }, (_, i) => i + 1), 'Invalid frames: Too big: expected array to have <=72 items'],
  ])('rejects %s', (_, raw, error) => {
    expect(parseFrames(raw)).toEqual({ success: false, error })
  })
})
