import { seriousBarriers } from './axe.ts'
import { expect, openHydrated, test } from './fixtures.ts'

/**
 * spec 1 §2 Site search in the demo (search.popup.enabled is 'true' in both markets): the popup
 * from the header's button and the footer's field, both with autocomplete, the spec's results
 * and no-results texts, in English at 1440 and 375 px and in Arabic under /ar (ADR 114).
 */

for (const width of [1440, 375]) {
  test(`the header's search popup finds pages, suggests as one types and closes with Escape, at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await openHydrated(page, '/')
    const opener = page.getByRole('button', { name: 'Open search' })
    await opener.click()
    const popup = page.getByRole('dialog', { name: 'Search' })
    await expect(popup).toBeVisible()
    const field = popup.getByRole('combobox', { name: 'Search' })
    await expect(field).toBeFocused()

    await field.fill('summit')
    const suggestions = popup.getByRole('listbox', { name: 'Suggestions' })
    // The model in stock first (linked to the listing), then its page.
    await expect(suggestions.getByRole('option', { name: 'Vantor Summit In stock', exact: true })).toBeVisible()
    await expect(suggestions.getByRole('option', { name: 'Vantor Summit', exact: true })).toBeVisible()
    expect(await seriousBarriers(page)).toEqual([])

    await field.press('Enter')
    await expect(popup.getByRole('heading', { name: /^Showing \d+ results for 'summit'$/ })).toBeVisible()
    const [model, modelPage] = [popup.getByRole('listitem').nth(0), popup.getByRole('listitem').nth(1)]
    await expect(model).toContainText(/^In stockVantor SummitCars in stock: \d+$/)
    await expect(model.getByRole('link', { name: 'Vantor Summit' })).toHaveAttribute('href', '/stock?models=Summit')
    await expect(modelPage.getByRole('link', { name: 'Vantor Summit' })).toHaveAttribute('href', '/vantor/summit')
    const box = await popup.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(width)

    await field.fill('qqqzzzx')
    await field.press('Enter')
    await expect(
      popup.getByText('Sorry there were no results for your search. Please try again with another term or phrase.'),
    ).toBeVisible()

    // Escape closes the suggestions first, then the popup; focus goes back to the button.
    await field.fill('ridge')
    await expect(suggestions.getByRole('option', { name: 'Vantor Ridge', exact: true })).toBeVisible()
    await field.press('Escape')
    await expect(suggestions).toBeHidden()
    await expect(popup).toBeVisible()
    await field.press('Escape')
    await expect(popup).toBeHidden()
    await expect(opener).toBeFocused()

    // Down to the second suggestion (the model's page, after the model in stock), Enter opens it.
    await opener.click()
    await page.getByRole('combobox', { name: 'Search' }).fill('ridge')
    await expect(page.getByRole('option', { name: 'Vantor Ridge', exact: true })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('option', { name: 'Vantor Ridge In stock', exact: true })).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('option', { name: 'Vantor Ridge', exact: true })).toHaveAttribute('aria-selected', 'true')
    const focused = await page.evaluateHandle(() => {
      const seen: string[] = []
      document.addEventListener('focusin', (event) =>
        seen.push((event.target as Element).id || (event.target as Element).outerHTML.slice(0, 60)),
      )
      return seen
    })
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/vantor\/ridge$/)
    // The keyboard goes on in the page it opened, not back in the header (nor there on the way:
    // a screen reader read the search button out first).
    await expect(page.locator('main#main')).toBeFocused()
    expect(await focused.jsonValue()).toEqual(['main'])
    // The model in stock opens the listing with that model only.
    await page.getByRole('button', { name: 'Open search' }).click()
    await page.getByRole('combobox', { name: 'Search' }).fill('ridge')
    await page.getByRole('option', { name: 'Vantor Ridge In stock', exact: true }).click()
    await expect(page).toHaveURL(/\/stock\?models=Ridge$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(consoleErrors).toEqual([])
  })
}

test('More results keeps the keyboard in the popup: the first result it added takes the focus', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/about')
  await page.getByRole('button', { name: 'Open search' }).click()
  const popup = page.getByRole('dialog', { name: 'Search' })
  await popup.getByRole('combobox', { name: 'Search' }).fill('aurelia')
  await page.keyboard.press('Enter')
  await expect(popup.getByRole('heading', { name: /^Showing \d+ results for 'aurelia'$/ })).toBeVisible()
  const results = popup.locator('ol > li')
  const shown = await results.count()
  const more = popup.getByRole('button', { name: 'More results' })
  await more.focus()
  await page.keyboard.press('Enter')
  await expect(results.nth(shown).getByRole('link')).toBeFocused()
  // Tab goes on inside the popup, not from the page behind it.
  await page.keyboard.press('Tab')
  await expect(popup.locator(':focus')).toHaveCount(1)
  // Searched with only a space: the results of 'aurelia' go, since the field no longer says it.
  await popup.getByRole('combobox', { name: 'Search' }).fill(' ')
  await page.keyboard.press('Enter')
  await expect(results).toHaveCount(0)
  await expect(popup.getByRole('status')).toHaveText(['Type a word or phrase to search for.', ''])
  expect(consoleErrors).toEqual([])
})

test('the header’s search keeps what is typed while its popup loads, and gives the focus back', async ({ page, consoleErrors }) => {
  // The popup's chunk comes late, as on a slow network: the waiting field takes the keys.
  await page.route('**/SearchPopup-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await openHydrated(page, '/')
  const opener = page.getByRole('button', { name: 'Open search' })
  await opener.click()
  // The waiting field (a plain search field) has the focus until the popup takes its place.
  await expect(page.locator('input[type="search"]:not([role]):focus')).toHaveCount(1)
  await page.keyboard.type('sum')
  const field = page.getByRole('dialog', { name: 'Search' }).getByRole('combobox', { name: 'Search' })
  await expect(field).toBeFocused()
  await field.pressSequentially('mit')
  await expect(field).toHaveValue('summit')
  await field.press('Enter')
  await expect(page.getByRole('heading', { name: /^Showing \d+ results for 'summit'$/ })).toBeVisible()
  await field.press('Escape')
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden()
  await expect(opener).toBeFocused()
  expect(consoleErrors).toEqual([])
})

test('the footer’s search field suggests pages and opens the results in the popup, at 375 px', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/about')
  const footer = page.getByRole('contentinfo')
  const field = footer.getByRole('searchbox', { name: 'Search' })
  await field.scrollIntoViewIfNeeded()
  // Typed at once, while the autocomplete's chunk loads: no letter is lost in the swap.
  await field.click()
  await page.keyboard.type('coa')
  const combobox = footer.getByRole('combobox', { name: 'Search' })
  await expect(combobox).toBeFocused()
  await combobox.pressSequentially('st')
  await expect(combobox).toHaveValue('coast')
  await expect(footer.getByRole('option', { name: 'The coast road, electrified' })).toBeVisible()
  await combobox.press('Enter')
  const popup = page.getByRole('dialog', { name: 'Search' })
  await expect(popup.getByRole('heading', { name: /^Showing \d+ results for 'coast'$/ })).toBeVisible()
  await expect(popup.getByRole('link', { name: 'The coast road, electrified' })).toBeVisible()
  // The popup's field has the query, its suggestions closed: they would lie over the results.
  await expect(popup.getByRole('combobox', { name: 'Search' })).toHaveAttribute('aria-expanded', 'false')
  await expect(popup.getByRole('listbox', { name: 'Suggestions' })).toBeHidden()
  expect(await seriousBarriers(page)).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('the Arabic market searches its own pages, right to left, with Arabic texts', async ({ page, consoleErrors }) => {
  await openHydrated(page, '/ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.getByRole('button', { name: 'فتح البحث' }).click()
  const popup = page.getByRole('dialog', { name: 'بحث' })
  const field = popup.getByRole('combobox', { name: 'بحث' })
  await field.fill('فانتور سميت')
  await expect(popup.getByRole('option', { name: 'فانتور سميت' })).toBeVisible()
  await field.press('Enter')
  await expect(
    popup.getByRole('heading', { name: /^(عدد النتائج لـ '\u2068فانتور سميت\u2069': \d+|نتيجة واحدة لـ '\u2068فانتور سميت\u2069')$/ }),
  ).toBeVisible()
  await expect(popup.getByRole('link', { name: 'فانتور سميت' })).toHaveAttribute('href', '/ar/vantor/summit')
  expect(await seriousBarriers(page)).toEqual([])
  await field.fill('zzzq')
  await field.press('Enter')
  await expect(popup.getByText('عذرًا، لم نعثر على نتائج لبحثك. يُرجى المحاولة مرة أخرى بكلمة أو عبارة أخرى.')).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('a search of nothing says what to type, in the popup and the footer, until a key is pressed', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await openHydrated(page, '/')
  await page.getByRole('button', { name: 'Open search' }).click()
  const popup = page.getByRole('dialog', { name: 'Search' })
  const field = popup.getByRole('combobox', { name: 'Search' })
  await field.fill('qqqzzzx')
  await field.press('Enter')
  const noResults = popup.getByText(/^Sorry there were no results/)
  await expect(noResults).toBeVisible()
  // Spaces only: the results of the text no longer there go, and the box says what to do.
  await field.fill('   ')
  await popup.getByRole('button', { name: 'Search', exact: true }).click()
  const hint = popup.getByRole('status').filter({ hasText: 'Type a word or phrase to search for.' })
  await expect(hint).toBeVisible()
  await expect(noResults).toBeHidden()
  await expect(field).toBeFocused()
  expect(await seriousBarriers(page)).toEqual([])
  await field.press('r')
  await expect(hint).toBeHidden()
  await field.press('Escape')
  await expect(popup).toBeHidden()

  // The footer's Search pressed before its field was ever focused: the field takes the focus and says it.
  await openHydrated(page, '/ar/about')
  const footer = page.getByRole('contentinfo')
  await footer.getByRole('button', { name: 'بحث', exact: true }).click()
  await expect(footer.getByRole('status')).toHaveText('اكتب كلمة أو عبارة للبحث عنها.')
  await expect(footer.getByRole('combobox', { name: 'بحث' })).toBeFocused()
  await expect(page.getByRole('dialog')).toBeHidden()
  expect(consoleErrors).toEqual([])
})
