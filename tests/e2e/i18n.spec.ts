import type { Page } from '@playwright/test'
import { ENGLISH_MESSAGES, namespaceTexts, NAMESPACES } from '../../src/i18n/catalogue.server.ts'
import { expect, openHydrated, test } from './fixtures.ts'

/**
 * ADR 118: the demo's Arabic market (/ar, tests/e2e/server.js) shows no English interface text.
 * An interface text is a message of the English catalogue; editors' content is not compared. A
 * message Arabic words the same way (OMV, ARF) is not English left behind.
 */
const ARABIC = new Map(
  NAMESPACES.flatMap((namespace) =>
    Object.entries(namespaceTexts(namespace, { language: 'ar' })).map(([key, text]) => [`${namespace}.${key}`, text]),
  ),
)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Each English message as a pattern of a whole text, its `{arguments}` standing for any text. */
const ENGLISH = [...ENGLISH_MESSAGES]
  .filter(([id, text]) => /\p{L}{2,}/u.test(text.replace(/\{\w+\}/g, '')) && ARABIC.get(id) !== text)
  .map(([id, text]) => ({
    id,
    text,
    pattern: new RegExp(
      `^${text
        .split(/\{\w+\}/)
        .map(escape)
        .join('.+')}$`,
    ),
  }))

/** The texts a visitor reads or hears: every text node, and the attributes read aloud or shown. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template, noscript')) continue
      texts.push(node.textContent ?? '')
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt], [aria-roledescription]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription']) texts.push(element.getAttribute(name) ?? '')
    texts.push(document.title)
    return texts.map((text) => text.trim()).filter(Boolean)
  })
}

const englishIn = (texts: string[]) =>
  texts.flatMap((text) =>
    ENGLISH.filter((message) => message.pattern.test(text)).map((message) => `${message.id}: ${JSON.stringify(text)}`),
  )

test('the catalogue knows English interface texts to look for', () => {
  expect(englishIn(['Skip to content', 'Showing 3 of 9 vehicles'])).toEqual(
    expect.arrayContaining(['shell.skipLink: "Skip to content"', 'stock.list.results: "Showing 3 of 9 vehicles"']),
  )
  expect(englishIn(['Aurelia E7', 'انتقل إلى المحتوى'])).toEqual([])
})

for (const [name, path] of [
  ['the home page', '/ar'],
  ['the stock listing', '/ar/stock'],
  ['a showroom page', '/ar/showroom/x-1'],
  ['a form page', '/ar/test-drive'],
] as const) {
  test(`${name} of /ar shows no English interface text`, async ({ page, consoleErrors }) => {
    await openHydrated(page, path)
    await expect(page.locator('html')).toHaveAttribute('lang', /^ar/)
    const texts = await interfaceTexts(page)
    // The page has Arabic interface texts (not an empty or failed page).
    expect(texts).toContain(ARABIC.get('shell.skipLink'))
    expect(englishIn(texts)).toEqual([])
    expect(consoleErrors).toEqual([])
  })
}

test("the form rules' messages at the fields of an /ar form are Arabic", async ({ page, consoleErrors }) => {
  await openHydrated(page, '/ar/test-drive')
  const form = page
    .locator('form')
    .filter({ has: page.locator('button[type="submit"]') })
    .first()
  await form.locator('button[type="submit"]').click()
  await expect(form.getByText(String(ARABIC.get('ui.ruleRequired'))).first()).toBeVisible()
  expect(englishIn(await interfaceTexts(page))).toEqual([])
  expect(consoleErrors).toEqual([])
})
