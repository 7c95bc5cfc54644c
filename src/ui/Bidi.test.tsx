import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Bidi } from './Bidi.tsx'

/** ADR 128: a value isolated where it meets other text. */
describe('<Bidi>', () => {
  it.each([
    ['2.0 Diesel AWD S', '<bdi>2.0 Diesel AWD S</bdi>'],
    ['فانتور ريدج 2.0 Diesel AWD S', '<bdi>فانتور ريدج <bdi dir="ltr">2.0 Diesel AWD S</bdi></bdi>'],
    ['مرحبا', '<bdi>مرحبا</bdi>'],
    ['', '<bdi></bdi>'],
  ])('%j → %s', (text, html) => expect(renderToString(<Bidi text={text} />)).toBe(html))
})
