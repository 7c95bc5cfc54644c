import { describe, expect, it } from 'vitest'
import { ui } from '~/i18n/locales/en/ui.ts'
import { colourName } from './colours.ts'

describe('spec 2 §3.7 Color Button Carousel: colour names (ADR 016)', () => {
  it.each([
    ['the thumbnail alt', { id: 1, alt: ' Firenze Red ' }, { id: 2, alt: 'E5 in red' }, 'Firenze Red'],
    ['else the main image alt', { id: 1, alt: ' ' }, { id: 2, alt: 'E5 in red' }, 'E5 in red'],
    ['else the main image alt, without a thumbnail', null, { id: 2, alt: 'E5 in red' }, 'E5 in red'],
    ['else its number', { id: 1 }, { id: 2 }, 'Colour 3'],
    ['else its number, without images', null, null, 'Colour 3'],
  ])('takes %s', (_, thumbnail, main_image, expected) => {
    expect(colourName({ thumbnail, main_image }, 2, ui.colourNumber)).toBe(expected)
  })
})
