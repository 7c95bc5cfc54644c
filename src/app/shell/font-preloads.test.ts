import { describe, expect, it } from 'vitest'
import { fontPreloads } from './font-preloads.ts'

/** The font file's name, without the build's content hash or the dev server's query. */
const file = (href: string) =>
  href
    .split('/')
    .pop()!
    .replace(/(?:-[\w-]{8})?\.woff2(?:\?.*)?$/, '')

describe('fontPreloads (ADR 095)', () => {
  it.each([
    ['aurelia', 'en-GB', ['inter-latin-wght-normal', 'fraunces-latin-wght-normal']],
    ['vantor', 'en-GB', ['inter-latin-wght-normal']],
    ['aurelia', 'ar', ['cairo-arabic-wght-normal', 'inter-latin-wght-normal', 'fraunces-latin-wght-normal']],
    ['vantor', 'AR-EG', ['cairo-arabic-wght-normal', 'inter-latin-wght-normal']],
    ['aurelia', 'he', ['inter-latin-wght-normal', 'fraunces-latin-wght-normal']],
  ])('%s in %s preloads %j', (brand, lang, files) => {
    expect(fontPreloads(brand, lang).map(file)).toEqual(files)
  })

  it('names the files typography.css uses, from the font packages', () => {
    for (const href of fontPreloads('aurelia', 'ar'))
      expect(href).toMatch(/\/node_modules\/@fontsource-variable\/[\w-]+\/files\/[\w-]+\.woff2\b/)
  })
})
