import { readFile } from 'node:fs/promises'
import { expect, login, mailsTo, test } from './fixtures.ts'

/**
 * The forms' back office: an admin builds a test-drive form with a
 * conditional field (errors at their fields, keyboard reorder, the live preview), a lead arrives
 * (sent through the API here; the public form has its own test), shows in the back office as text,
 * is exported to a CSV with a progress bar, and its confirmation e-mail arrives at the local SMTP server.
 */
test('an admin builds a form, reads its lead, exports it and sees the confirmation e-mail', async ({ page, consoleErrors }) => {
  // About 20 s on an idle machine (3 s of it the form token's minimum age); room for a busy one.
  test.setTimeout(180_000)
  await page.goto('/admin/forms')
  await login(page, 'admin@example.com', 'e2e admin password')
  // 'New form' is a button: it does nothing until the screen after the login has hydrated.
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible()
  await page.waitForLoadState('networkidle')

  // A name of its own: a server reused between runs keeps the forms of the last run.
  const name = `E2E test drive ${Date.now().toString(36)}`
  await page.getByRole('button', { name: 'New form' }).click()
  const create = page.getByRole('form', { name: 'New form' })
  await create.getByLabel('Name (required)').fill(name)
  await create.getByLabel('Type (required)').fill('test_drive')
  await create.getByRole('button', { name: 'Create form' }).click()
  // The builder's first load brings the form renderer and its rules (zod, phone numbers).
  await expect(page.getByRole('heading', { level: 1, name: `Form: ${name}` })).toBeVisible({ timeout: 15_000 })
  const formId = Number(/\/admin\/forms\/(\d+)$/.exec(page.url())![1])
  const builder = page.getByRole('form', { name: `Build ${name}` })
  const preview = page.getByRole('complementary', { name: 'Preview' })

  // A select, and a phone field shown only when it says 'Phone'.
  await builder.getByLabel("New field's type").selectOption('select')
  await builder.getByRole('button', { name: 'Add field' }).click()
  await expect(builder.getByLabel('Label (required)', { exact: true }).last()).toBeFocused()
  await builder.getByLabel('Label (required)', { exact: true }).last().fill('Contact me by')
  await builder.getByLabel('Field id (required)', { exact: true }).last().fill('contact')
  await builder.getByLabel('Option 1 label').fill('Phone')
  await builder.getByRole('button', { name: 'Add option' }).click()
  await builder.getByLabel('Option 2 label').fill('E-mail')
  await expect(builder.getByLabel('Option 2 value')).toHaveValue('e_mail')
  await builder.getByLabel("New field's type").selectOption('phone')
  await builder.getByRole('button', { name: 'Add field' }).click()
  await builder.getByLabel('Label (required)', { exact: true }).last().fill('Phone number')
  await builder.getByLabel('Show this field').last().selectOption('contact')
  await builder.getByLabel('Which value').selectOption('phone')

  // Keyboard reorder: the moved field keeps the focus and the move is said.
  const up = builder.getByRole('button', { name: 'Move Phone number up' })
  const down = builder.getByRole('button', { name: 'Move Phone number down' })
  await up.focus()
  await page.keyboard.press('Enter')
  await expect(builder.getByText('“Phone number” moved to position 3 of 4.')).toBeAttached()
  await expect(up).toBeFocused()
  await down.focus()
  await page.keyboard.press('Enter')
  // Last again: Down is off, so the focus is on Up.
  await expect(down).toBeDisabled()
  await expect(up).toBeFocused()

  // The fields' list is what a problem of the fields puts the focus on: its id is its own.
  await expect(page.locator('[id="fb-fields"]')).toHaveCount(1)
  await expect(page.locator('[id="fb-fields"]')).toHaveJSProperty('tagName', 'OL')

  // A problem is named at its field and in the summary, and nothing is saved.
  await builder.getByRole('button', { name: /^▸?\s*1\. Name/ }).click()
  await builder.getByLabel('Label (required)', { exact: true }).first().fill('')
  await builder.getByRole('button', { name: 'Save form' }).click()
  await expect(builder.getByRole('alert')).toContainText('Field 1 (name) · Label: A field needs a label')
  await expect(builder.getByLabel('Label (required)', { exact: true }).first()).toHaveAttribute('aria-invalid', 'true')
  await builder.getByLabel('Label (required)', { exact: true }).first().fill('Name')
  await builder.getByLabel('Send the visitor a confirmation').check()
  await builder.getByRole('button', { name: 'Save form' }).click()
  await expect(page.getByRole('status').filter({ hasText: `Saved “${name}” as version 2.` })).toBeVisible()

  // The live preview is the public renderer: the phone field shows once 'Phone' is chosen.
  await expect(preview.getByRole('textbox', { name: /Phone number/ })).toHaveCount(0)
  await preview.getByLabel(/Contact me by/).selectOption('phone')
  await expect(preview.getByRole('textbox', { name: /Phone number/ })).toBeVisible()

  // A visitor's lead, with a script in a field, through the API (the form token must be 3 s old).
  const sent = await page.evaluate(async (id) => {
    const form = (await (await fetch(`/api/forms/forms/${id}`)).json()).data.attributes
    await new Promise((resolve) => setTimeout(resolve, 3100))
    const fields = {
      name: '<script>window.pwned = 1</script>Ann <img src=x onerror="window.pwned = 2">',
      email: 'ann.e2e@example.com',
      contact: 'phone',
      phone: '+44 20 7946 0000',
    }
    const body = {
      data: {
        attributes: {
          form_version: form.version,
          fields,
          idempotency_key: `e2e-${crypto.randomUUID()}`,
          form_token: form.form_token,
          website: '',
        },
      },
    }
    const response = await fetch(`/api/forms/forms/${id}/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return response.status
  }, formId)
  expect(sent).toBe(201)

  // The lead in the back office, its values as text.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Leads' }).click()
  await page.getByRole('link', { name: `1 lead of ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Leads: ${name}` })).toBeVisible()
  const row = page.getByRole('row', { name: /ann\.e2e@example\.com/ })
  await expect(row).toContainText('<script>window.pwned = 1</script>Ann')
  // The received date's link is named by the date it shows (it was 'Lead 12').
  await expect(row.getByRole('link', { name: /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/ })).toHaveCount(1)
  await row.getByRole('link', { name: /^Open lead/ }).click()
  await expect(page.getByRole('definition').filter({ hasText: '<img src=x onerror="window.pwned = 2">' })).toBeVisible()
  await expect(page.getByRole('row', { name: /Confirmation e-mail ann\.e2e@example\.com/ })).toBeVisible()
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
  await page.goBack()

  // The export: a progress bar until the file is there, then a CSV with the lead.
  await page.getByRole('button', { name: 'Export leads' }).click()
  const bar = page.getByRole('progressbar', { name: `Export of ${name}` })
  await expect(bar).toBeVisible()
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 })
  // The focus goes from the button pressed to the file it made.
  await expect(page.getByRole('link', { name: /^Download CSV \(1 lead\)/ })).toBeFocused()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: /^Download CSV \(1 lead\)/ }).click(),
  ])
  const csv = await readFile((await download.path())!, 'utf8')
  expect(csv).toContain('ann.e2e@example.com')
  expect(csv).toContain('Contact me by')

  // From the forms list, the form's lead count leads to its leads.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Forms' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible()
  // E-mail goes to SMTP here, SMS codes still to the sandbox: the outbox stays in the menu.
  await expect(page.getByRole('navigation', { name: 'Forms pages' }).getByRole('link', { name: 'Sandbox outbox' })).toBeVisible()
  await page.getByRole('link', { name: `1 lead of ${name}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Leads: ${name}` })).toBeVisible()

  // The confirmation e-mail, sent by the delivery job, arrives at the local SMTP server.
  await expect
    .poll(() => mailsTo('ann.e2e@example.com').map((mail) => mail.subject), { timeout: 20_000 })
    .toContain('We have received your request')
  expect(consoleErrors.filter((e) => !/422|Unprocessable/.test(e))).toEqual([])
})

test('a location named without spaces wraps in its cell: the table keeps to the screen, Edit in sight', async ({ page }) => {
  await page.goto('/admin/locations')
  await login(page, 'admin@example.com', 'e2e admin password')
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const name = `E2E${Date.now().toString(36)}${'L'.repeat(140)}`
  await page.getByRole('button', { name: 'Add location' }).click()
  // The form opened takes the focus, so it is read out where it opens.
  await expect(page.getByRole('form', { name: 'Add a location' })).toBeFocused()
  await page.getByLabel('Name (required)').fill(name)
  // An attribute's value without a name is pointed out at its row, not dropped as it is saved.
  await page.getByRole('button', { name: 'Add attribute' }).click()
  await page.getByLabel('Attribute 1 value').fill('A-17')
  await page.getByRole('button', { name: 'Add location' }).last().click()
  await expect(page.getByLabel('Attribute 1 name')).toBeFocused()
  await expect(page.getByText('Give this attribute a name, or remove it')).toBeVisible()
  await page.getByLabel('Attribute 1 name').fill('crm_id')
  await page.getByRole('button', { name: 'Add location' }).last().click()
  await expect(page.getByRole('status')).toContainText('Added the location')
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('crm_id')
  const row = page.getByRole('row', { name: new RegExp(name) })
  // Wide: the whole table fits, no sideways scroll.
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeInViewport({ ratio: 1 })
  // A phone: each row is a card, its cells under their columns' names; the actions are in sight
  // without a sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 })
  expect((await row.getByRole('cell').first().boundingBox())!.width).toBeLessThan(375)
  await row.getByRole('button', { name: /^Edit/ }).scrollIntoViewIfNeeded()
  await expect(row.getByRole('button', { name: /^Edit/ })).toBeInViewport({ ratio: 1 })
  const table = page.getByRole('table').filter({ has: row })
  expect(await table.evaluate((element) => element.parentElement!.scrollWidth - element.parentElement!.clientWidth)).toBe(0)
  // Deleted again: the worker's other specs (the demo crawl) read this market's retailer pickers as the demo has them.
  await row.getByRole('button', { name: /^Delete/ }).click()
  await page
    .getByRole('dialog', { name: /^Delete the location/ })
    .getByRole('button', { name: 'Delete location' })
    .click()
  await expect(row).toHaveCount(0)
})

test('a form named without spaces wraps in its chart and headings: its screens keep to the screen', async ({ page }) => {
  await page.goto('/admin/forms')
  await login(page, 'admin@example.com', 'e2e admin password')
  await expect(page.getByRole('heading', { level: 1, name: 'Forms' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  const name = `E2E${Date.now().toString(36)}${'N'.repeat(180)}`
  await page.getByRole('button', { name: 'New form' }).click()
  const create = page.getByRole('form', { name: 'New form' })
  await create.getByLabel('Name (required)').fill(name)
  await create.getByLabel('Type (required)').fill('contact')
  await create.getByRole('button', { name: 'Create form' }).click()
  await expect(page).toHaveURL(/\/admin\/forms\/\d+$/)
  const formId = /\/admin\/forms\/(\d+)$/.exec(page.url())![1]
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 375, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    // The overview's chart, the form's builder and its leads (their headings name it).
    for (const path of ['/admin/leads', `/admin/forms/${formId}`, `/admin/leads/${formId}`]) {
      await page.goto(path)
      await expect(page.getByText(name).first()).toBeAttached()
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(viewport.width)
    }
  }
})
