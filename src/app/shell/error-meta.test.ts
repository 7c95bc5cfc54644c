import { data } from 'react-router'
import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { errorPageMeta, WITHOUT_A_SHELL } from './error-meta.ts'

/** What React Router hands the root's meta for a loader that threw `data(…, { status })`. */
const thrown = (status: number) => {
  const { init } = data(null, { status })
  return { status: init!.status, statusText: '', data: null, internal: false }
}
const shell = (fields: { heading?: string; divider?: string; language?: string } = {}) => ({
  site: { name: 'Aurelia', basePath: '/', titleDivider: fields.divider ?? '|' },
  notFound: fields.heading ? { heading: fields.heading } : {},
  texts: namespaceTexts('shell', { language: fields.language ?? 'en' }),
})
const title = (meta: ReturnType<typeof errorPageMeta>) => meta.flatMap((tag) => ('title' in tag ? [tag.title] : []))[0]

describe('the title of the error layout (spec 1 §2 Title)', () => {
  it("is 'Page not found' + divider + site name on the 404 page, and not for search engines", () => {
    const meta = errorPageMeta(thrown(404), shell())
    expect(title(meta)).toBe('Page not found | Aurelia')
    expect(meta).toContainEqual({ name: 'robots', content: 'none' })
  })

  it("uses the market's divider and its own 404 heading (error_page.not_found)", () => {
    expect(title(errorPageMeta(thrown(404), shell({ divider: '-', heading: 'الصفحة غير موجودة' })))).toBe('الصفحة غير موجودة - Aurelia')
  })

  it("is in the market's language when no heading is set", () => {
    expect(title(errorPageMeta(thrown(404), shell({ language: 'ar' })))).toBe('الصفحة غير موجودة | Aurelia')
    expect(title(errorPageMeta(thrown(500), shell({ language: 'he' })))).toBe('משהו השתבש | Aurelia')
  })

  it('names the error view of any other failure, and stands alone without a shell', () => {
    expect(title(errorPageMeta(new Error('boom'), shell()))).toBe('Something went wrong | Aurelia')
    expect(title(errorPageMeta(thrown(500), shell()))).toBe('Something went wrong | Aurelia')
    expect(title(errorPageMeta(thrown(404), undefined))).toBe('Page not found')
  })

  it("without a shell, words its titles as the catalogue's English does", () => {
    const english = namespaceTexts('shell', { language: 'en' })
    expect(WITHOUT_A_SHELL).toEqual({ notFoundHeading: english.notFoundHeading, errorTitle: english.errorTitle })
  })
})
