import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { cookieNames } from '../../src/auth/cookies.ts'
import type { ReceivedMail } from '../../src/test/smtp.ts'
import { E2E_WORKERS, mailboxOf, serverUrl } from './servers.ts'

/** The id the server gave a vehicle of the market under `basePath` ('' for the default one), found by its VIN. */
type VehicleId = (vin: string, basePath?: string) => Promise<number>

/** A browser context whose pages start with cookie consent given (a context a spec makes itself, too). */
export async function acceptedConsent(context: BrowserContext): Promise<BrowserContext> {
  await context.addInitScript(() => {
    // The page only: a frame of another site (a video player) may not read local storage.
    if (window !== window.top) return
    try {
      if (!window.localStorage.getItem('cookieConsentStatus'))
        window.localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional')
    } catch {
      // A page without local storage (an error page) asks nothing.
    }
  })
  return context
}

/** The consent a test's browser starts with: decided (accepted), or none (the banner shows; consent.spec.ts). */
export type StartingConsent = 'accepted' | 'none'

/** The tests this worker process has started: the last part of their client address. */
let testsOfThisWorker = 0

export const test = base.extend<
  { consoleErrors: string[]; vehicleId: VehicleId; adminApi: () => Promise<APIRequestContext>; consent: StartingConsent },
  { serverURL: string }
>({
  consent: ['accepted', { option: true }],
  /**
   * The demo markets ask for cookie consent; a visitor who has already accepted is what every spec
   * but consent.spec.ts means, so its banner covers nothing they click.
   */
  context: async ({ context, consent }, use) => {
    if (consent === 'accepted') await acceptedConsent(context)
    await use(context)
  },
  /** This worker's own server (tests/e2e/server.js starts one per worker). */
  serverURL: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none.
    async ({}, use, workerInfo) => {
      const index = workerInfo.parallelIndex
      if (index >= E2E_WORKERS) throw new Error(`The e2e servers serve ${E2E_WORKERS} workers at most (tests/e2e/servers.ts)`)
      await use(serverUrl(index))
    },
    { scope: 'worker' },
  ],
  // Pages and API requests of a test go to its worker's server.
  baseURL: async ({ serverURL }, use) => use(serverURL),
  /**
   * Each test is a client of its own: its pages and `request` name an address of their own in
   * X-Forwarded-For (the servers trust it, as behind a proxy). The limits per client address (20
   * holds in 15 minutes, leads, logins) then count one test's requests, so a repeated or
   * reordered run does not meet an earlier test's. A context made with `playwright.request` (the
   * admin's API) keeps the loopback address.
   */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const n = ++testsOfThisWorker
    const address = `10.${testInfo.workerIndex % 256}.${(n >> 8) % 256}.${n % 256}`
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': address })
  },
  /**
   * Vehicle ids follow the order the stock was loaded in, so a test looks up the vehicle it means
   * through the inventory admin API, signed in as the admin in a request context of its own (the
   * test's `page` and `request` stay signed out).
   */
  vehicleId: async ({ adminApi }, use) => {
    await use(async (vin, basePath = '') => {
      const admin = await adminApi()
      const response = await admin.get(`${basePath}/api/inventory/admin/vehicles?search=${encodeURIComponent(vin)}`)
      if (!response.ok()) throw new Error(`The vehicle search answered ${response.status()}: ${await response.text()}`)
      const { data } = (await response.json()) as { data: { id: string; attributes: { vin: string } }[] }
      const found = data.find((vehicle) => vehicle.attributes.vin === vin)
      if (!found) throw new Error(`No vehicle ${vin} in the market under '${basePath || '/'}'`)
      return Number(found.id)
    })
  },
  /**
   * The admin's API, signed in in a request context of its own (the test's `page` and `request`
   * stay signed out), made when first asked for.
   */
  adminApi: async ({ playwright, baseURL }, use) => {
    let admin: APIRequestContext | undefined
    await use(async () => {
      if (!admin) {
        admin = await playwright.request.newContext({ baseURL })
        // The login form's pre-session CSRF token, double-submitted.
        await admin.get('/auth/session')
        const csrf = (await admin.storageState()).cookies.find((c) => c.name === cookieNames(false).csrf)?.value ?? ''
        const login = await admin.post('/auth/login', {
          headers: { 'csrf-token': csrf, origin: baseURL! },
          data: { email: 'admin@example.com', password: 'e2e admin password' },
        })
        if (!login.ok()) throw new Error(`The admin's API login answered ${login.status()}: ${await login.text()}`)
      }
      return admin
    })
    await admin?.dispose()
  },
  /** Collects console errors and uncaught page errors; each test asserts there are none where it matters. */
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`)
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})
export { expect }

/**
 * Opens a visitor's page and waits until it responds to clicks: its scripts come after its first
 * paint (ADR 095), and once hydrated it fetches the route manifest, so the network goes quiet after.
 * A link works before that; a button does nothing until then.
 */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url)
  await page.waitForLoadState('networkidle')
  // The network may fall quiet before React has taken the page over on a busy machine, and a click
  // before that does nothing.
  await hydrated(page)
  return response
}

/**
 * When a form's fresh token arrived: the public form read as a form block or overlay shows (its
 * form_token, src/forms/form-token.ts). The API takes a lead 3 s after that, as a person's would
 * come; call this before the step that shows the form, and await it where the clock starts.
 */
export function formTokenArrival(page: Page): Promise<number> {
  return page
    .waitForResponse(
      (response) => response.request().method() === 'GET' && /\/api\/forms\/forms\/\d+$/.test(new URL(response.url()).pathname),
    )
    .then(() => Date.now())
}

/** Reloads the page and waits for it as openHydrated does: a control used after a reload needs React. */
export async function reloadHydrated(page: Page) {
  await page.reload()
  await page.waitForLoadState('networkidle')
  await hydrated(page)
}

/**
 * After a click that loads another page: its URL, then its network and React as openHydrated
 * waits for them. `waitForLoadState` alone answers at once for a state the page already reached,
 * and a link to another page kind loads a whole document, whose controls do nothing until it has
 * hydrated (a form's send is held, ADR 177).
 */
export async function arrivedAt(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url)
  await page.waitForLoadState('networkidle')
  await hydrated(page)
}

/**
 * Resolves once React has taken the page over (the shell's header says so with data-hydrated; a
 * page without the shell at once) and its fonts are loaded: a loaded page (`goto` waits for its
 * load event) is then laid out as a visitor sees it. For a page that is only read; one whose
 * controls a test uses waits for the network too (openHydrated), as a control may fetch first.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const header = document.querySelector('header[data-nav-version]')
    return !header || header.hasAttribute('data-hydrated')
  })
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/**
 * Scrolls a control far down the page (the footer's) into view and lets the page lay out what the
 * scroll brought near, before the control is used. Blocks below the first two are laid out only
 * near the viewport (content-visibility, ADR 095): a jump to the footer lays them out at their own
 * height in the third frame after the scroll, which moves the footer (78 px on /about) after
 * Playwright measured where to click, and the click lands beside the link (1 run in 40 of a busy
 * machine). So: scroll, then wait until the control has kept its place for three frames.
 */
export async function inView(control: Locator): Promise<Locator> {
  await control.scrollIntoViewIfNeeded()
  await control.evaluate(async (element) => {
    let top = Number.NaN
    for (let frames = 0, still = 0; frames < 60 && still < 3; frames++) {
      await new Promise((resolve) => requestAnimationFrame(resolve))
      const now = element.getBoundingClientRect().top
      still = now === top ? still + 1 : 0
      top = now
    }
  })
  return control
}

/**
 * '' on a test's first run, '-N' on its repeats (`--repeat-each`): for the names a test creates
 * on the server (a page path, a dealer code), which a repeat on the same server finds taken.
 */
export const repeatSuffix = () => (test.info().repeatEachIndex ? `-${test.info().repeatEachIndex}` : '')

export async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The e-mails this worker's server has sent to `address` (its local SMTP server files them, tests/e2e/server.js). */
export function mailsTo(address: string): ReceivedMail[] {
  const mailbox = mailboxOf(process.env.E2E_MAILBOX!, test.info().parallelIndex)
  return readdirSync(mailbox)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(mailbox, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address))
}

/**
 * The layout shifts the page has had since its HTML was parsed, as their score and what moved (a
 * cookie banner drawn after the parse must add none, nor fonts that come late, ADR 174), and apart
 * the score of those while it was parsed: a busy machine paints a part of the page, and what is
 * parsed next may move it (ADR 174 keeps the header and the floating button from it).
 */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ score: number; whileParsing: number; moved: string[] }>((resolve) => {
        const parsed = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
        const shifts = { score: 0, whileParsing: 0, moved: [] as string[] }
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & LayoutShift)[]) {
            if (entry.hadRecentInput) continue
            const whileParsing = entry.startTime < parsed.domInteractive
            shifts[whileParsing ? 'whileParsing' : 'score'] += entry.value
            for (const { node, previousRect: from, currentRect: to } of entry.sources)
              shifts.moved.push(
                `${whileParsing ? '(while parsing) ' : ''}${node?.nodeName} ${node?.textContent?.slice(0, 40)}: ${from.x},${from.y} → ${to.x},${to.y}`,
              )
          }
        }).observe({ type: 'layout-shift', buffered: true })
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(shifts)))
      }),
  )

/** A layout shift's entry (the DOM library has no type for it yet). */
interface LayoutShift {
  value: number
  hadRecentInput: boolean
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
}
