import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { NotFound } from './NotFound.tsx'

describe('404 page (spec 1 §2)', () => {
  it.each([
    [undefined, '/'],
    ['/', '/'],
    ['/ar', '/ar'],
  ])('leads back to the home of its market (base path %j → %s)', (home, href) => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <NotFound content={{}} texts={namespaceTexts('shell', { language: 'en' })} home={home} />
      </MemoryRouter>,
    )
    expect(html).toMatch(new RegExp(`<a class="fc-cta" href="${href}"[^>]*>Back to home</a>`))
  })

  it("speaks the market's language, and the market's own texts win (error_page.not_found)", () => {
    const page = (content: object) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <NotFound content={content} texts={namespaceTexts('shell', { language: 'ar' })} home="/ar" />
        </MemoryRouter>,
      )
    expect(page({})).toContain('>الصفحة غير موجودة</h1>')
    expect(page({})).toContain('>العودة إلى الصفحة الرئيسية</a>')
    expect(page({ heading: 'عذرًا' })).toContain('>عذرًا</h1>')
  })

  it('lists the possible causes and what to do next only where the theme asks for them', () => {
    const page = (causes: boolean, language: string) =>
      renderToStaticMarkup(
        <MemoryRouter>
          <NotFound content={{}} texts={namespaceTexts('shell', { language })} causes={causes} />
        </MemoryRouter>,
      )
    const listed = page(true, 'en')
    for (const text of [
      'Why this may have happened',
      'The page was removed when the site was redesigned',
      'The link you followed is broken',
      'What you can do',
    ])
      expect(listed).toContain(text)
    expect(listed.match(/<li>/g)).toHaveLength(4)
    expect(page(false, 'en')).not.toContain('Why this may have happened')
    expect(page(true, 'ar')).toContain('>لماذا قد يحدث هذا</h2>')
  })
})
