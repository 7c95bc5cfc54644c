import { expect, test } from './fixtures.ts'

// Single sign-on through the local OpenID provider that tests/e2e/server.js starts:
// its development login form accepts the account keys of src/test/oidc-provider.ts.
test.describe('single sign-on', () => {
  test('an editor signs in through the identity provider and lands on the editor', async ({ page, baseURL }) => {
    // Only our own pages count: the provider's development form loads assets from the internet.
    const ownErrors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error' && message.location().url.startsWith(baseURL!)) ownErrors.push(message.text())
    })
    await page.goto('/cms')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcms$/)
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click()

    await page.getByPlaceholder('Enter any login').fill('sso-editor')
    await page.getByPlaceholder('and password').fill('any password')
    await page.getByRole('button', { name: 'Sign-in' }).click()

    await expect(page).toHaveURL(/\/cms$/)
    const session = await (await page.request.get('/auth/session')).json()
    expect(session.data).toMatchObject({ email: 'sso-editor@example.com', role: 'editor' })
    // An editor is not an administrator: the admin-only screens stay closed.
    expect(ownErrors).toEqual([])
    // (The refusal's own 403 is logged by the browser as a failed load.)
    const refused = await page.goto('/admin/settings')
    await expect(page).toHaveURL(/\/no-access$/)
    expect(refused!.status()).toBe(403)
  })

  test('a user without a role sees the no-permissions page', async ({ page }) => {
    await page.goto('/login?redirectTo=%2Fcms')
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click()
    await page.getByPlaceholder('Enter any login').fill('sso-nobody')
    await page.getByPlaceholder('and password').fill('any password')
    await page.getByRole('button', { name: 'Sign-in' }).click()

    await expect(page).toHaveURL(/\/auth\/error\?type=noPermissions$/)
    await expect(page.getByRole('heading', { name: 'No permissions' })).toBeVisible()
    await expect(page.getByText('You are signed in, but your account has no permissions for this area.')).toBeVisible()
  })

  test('a callback that does not belong to a started sign-in explains itself', async ({ page }) => {
    await page.goto('/auth/oidc/callback?code=forged&state=forged')
    await expect(page).toHaveURL(/\/auth\/error\?type=expired$/)
    await expect(page.getByRole('heading', { name: 'Sign-in expired' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/login')
  })

  test('/auth-exchange does not exist while the site needs no login', async ({ page }) => {
    const response = await page.goto('/auth-exchange')
    expect(response?.status()).toBe(404)
  })
})
