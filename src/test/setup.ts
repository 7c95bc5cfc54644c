import { afterAll, vi } from 'vitest'
import { cheapPasswordHashesInTests } from '~/auth/password.server.ts'
import { ui as englishUiTexts } from '~/i18n/locales/en/ui.ts'
import { setUiTextsOutsideAnyPage } from '~/i18n/ui-texts.ts'

// A password hash at the real cost takes 60–100 ms of CPU, and sign-ins are everywhere in the API
// tests: they hash at scrypt's cheapest cost (password.server.test.ts checks the real one).
cheapPasswordHashesInTests()

// Components rendered alone, outside a page's root, read the English interface texts.
setUiTextsOutsideAnyPage(englishUiTexts)

// `waitFor` and `findBy…` give up after 1 s by default; in `npm test` the browser tests' lane shares
// the two cores, and a block's lazy chunk, transformed on its first import, can take longer than that.
if (typeof document !== 'undefined') (await import('@testing-library/react')).configure({ asyncUtilTimeout: 5_000 })

// Test files of a worker share one module graph and one global scope (vitest `isolate: false`,
// ADR 033). Whatever a file stubs on the global object or jsdom's window is put back when the
// file ends, and its rendered DOM removed, so the next file starts as if it ran alone.
const stubbable = [
  'matchMedia',
  'IntersectionObserver',
  'ResizeObserver',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'scrollTo',
  'fetch',
] as const
const jsdomScopes = [globalThis, (globalThis as { window?: object }).window]
// jsdom has none of these; a file that left one behind must not decide the next file's outcome.
for (const scope of jsdomScopes)
  for (const key of ['matchMedia', 'IntersectionObserver', 'ResizeObserver']) if (scope) delete (scope as Record<string, unknown>)[key]
const scopes = [...new Set([globalThis, (globalThis as { window?: object }).window].filter((scope) => scope !== undefined))]
const saved = scopes.flatMap((scope) => stubbable.map((key) => ({ scope, key, descriptor: Object.getOwnPropertyDescriptor(scope, key) })))

afterAll(async () => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  for (const { scope, key, descriptor } of saved) {
    if (descriptor) Object.defineProperty(scope, key, descriptor)
    else delete (scope as Record<string, unknown>)[key]
  }
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
    document.body.innerHTML = ''
    // A file that navigated (a listing's page in the URL) must not hand its address to the next.
    window.history.replaceState(null, '', '/')
  }
})
