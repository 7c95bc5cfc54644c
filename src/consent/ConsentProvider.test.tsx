// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { ConsentConfig } from './config.ts'
import { ConsentGate } from './ConsentGate.tsx'
import { ConsentProvider } from './ConsentProvider.tsx'
import { PROVIDER_EVENT } from './provider-events.ts'
import type { ConsentedScripts } from './scripts.ts'
import { afterTagManager, TAG_MANAGER_TIMEOUT_WARNING } from './tag-manager.ts'
import { closeConsentPreferences, hasConsent, openConsentPreferences, reloadConsentFromStorage } from './store.ts'

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
})
beforeEach(() => {
  localStorage.clear()
  document.cookie = '__gtm_campaign_url=; path=/; max-age=0'
  reloadConsentFromStorage()
  closeConsentPreferences()
})
afterEach(() => {
  cleanup()
  for (const script of document.head.querySelectorAll('script')) script.remove()
  forgetTagManager()
})

/** The page's tag manager marks (tag-manager.ts): each test is a page of its own. */
function forgetTagManager() {
  const page = window as { __fcTagManagerRequested?: boolean; __fcTagManagerLate?: boolean }
  delete page.__fcTagManagerRequested
  delete page.__fcTagManagerLate
}

const basic: ConsentConfig = {
  strategy: 'basic',
  banner: {
    title: 'Cookies on this site',
    content: '<p>We use cookies.</p>',
    acceptButton: 'Accept all cookies',
    acceptButtonPosition: 'end',
    titleLevel: 2,
  },
  placeholder: '',
  culture: '',
  external: null,
}
const noScripts: ConsentedScripts = { tagManager: null, ownerPortal: null, customerExperience: null }

function Page({
  config = basic,
  scripts = noScripts,
  language = 'en',
  marketLanguage,
}: {
  config?: ConsentConfig | null
  scripts?: typeof noScripts
  language?: string
  marketLanguage?: { lang: string; dir: 'ltr' | 'rtl' }
}) {
  return (
    <ConsentProvider config={config} texts={namespaceTexts('consent', { language })} scripts={scripts} marketLanguage={marketLanguage}>
      <ConsentGate>
        <iframe title="Walkaround film" src="https://www.youtube-nocookie.com/embed/x" />
      </ConsentGate>
    </ConsentProvider>
  )
}

describe('cookie consent, basic strategy (spec 1 §2 Cookie banner, §4)', () => {
  it('shows the banner while pending, holds back the embed, and "accept all" records and releases it', async () => {
    render(<Page />)
    const banner = await screen.findByRole('region', { name: 'Cookies on this site' })
    expect(banner.textContent).toContain('We use cookies.')
    expect(screen.queryByTitle('Walkaround film')).toBeNull()
    expect(document.querySelector('[data-consent-placeholder]')?.textContent).toContain('Accept optional cookies to show it.')
    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }))
    expect(localStorage.getItem('cookieConsentStatus')).toBe('accepted:obligatory,optional')
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).toBeNull()
    expect(screen.getByTitle('Walkaround film')).toBeTruthy()
    expect(hasConsent('optional')).toBe(true)
  })

  it('"reject all" records a rejection and keeps the placeholder', async () => {
    render(<Page />)
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }))
    expect(localStorage.getItem('cookieConsentStatus')).toBe('rejected:')
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.queryByTitle('Walkaround film')).toBeNull()
    expect(hasConsent('optional')).toBe(false)
  })

  it('shows no banner to a visitor who decided before, and the embed at once when accepted', async () => {
    localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional')
    reloadConsentFromStorage()
    render(<Page />)
    expect(await screen.findByTitle('Walkaround film')).toBeTruthy()
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('the placeholder accepts optional cookies for its content', async () => {
    render(<Page />)
    const button = screen.getByRole('button', { name: 'Accept and show' })
    button.focus()
    fireEvent.click(button)
    expect(localStorage.getItem('cookieConsentStatus')).toBe('accepted:obligatory,optional')
    // The button left with the placeholder: the keyboard's focus goes on to the content shown.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTitle('Walkaround film')))
  })

  it("the placeholder's cookie settings, saved with optional cookies, hand the focus on to the content shown", async () => {
    render(<Page />)
    const settings = within(document.querySelector('[data-consent-placeholder]') as HTMLElement).getByRole('button', {
      name: 'Cookie settings',
    })
    settings.focus()
    fireEvent.click(settings)
    await screen.findByRole('dialog', { name: 'Cookie settings' })
    fireEvent.click(screen.getByRole('checkbox', { name: /Optional/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }))
    expect(localStorage.getItem('cookieConsentStatus')).toBe('accepted:obligatory,optional')
    // The button that opened them left with the placeholder: the focus does not drop to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTitle('Walkaround film')))
  })

  it('reopens the preferences after a decision (the footer) and saves necessary only', async () => {
    localStorage.setItem('cookieConsentStatus', 'accepted:obligatory,optional')
    reloadConsentFromStorage()
    render(<Page />)
    act(() => openConsentPreferences())
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' })
    const optional = screen.getByRole('checkbox', { name: /Optional/ }) as HTMLInputElement
    expect(optional.checked).toBe(true)
    expect((screen.getByRole('checkbox', { name: /Strictly necessary/ }) as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(optional)
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }))
    expect(localStorage.getItem('cookieConsentStatus')).toBe('accepted:obligatory')
    expect(dialog.isConnected).toBe(false)
    expect(screen.queryByTitle('Walkaround film')).toBeNull()
  })

  it('speaks the market language', async () => {
    render(<Page language="ar" config={{ ...basic, banner: { ...basic.banner, acceptButton: '' } }} />)
    expect(await screen.findByRole('button', { name: 'قبول الكل' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'رفض الكل' })).toBeTruthy()
  })

  it.each([
    { page: "the market's", marketLanguage: undefined, lang: null, dir: null },
    { page: "the back office's English", marketLanguage: { lang: 'ar', dir: 'rtl' as const }, lang: 'ar', dir: 'rtl' },
  ])('on a page in $page language, the banner and its preferences say theirs: $lang', async ({ marketLanguage, lang, dir }) => {
    render(<Page language="ar" marketLanguage={marketLanguage} />)
    const banner = await screen.findByTestId('consent-banner')
    fireEvent.click(within(banner).getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' }))
    for (const part of [banner, screen.getByRole('dialog')]) {
      expect(part.closest('[lang]')?.getAttribute('lang') ?? null).toBe(lang)
      expect(part.closest('[dir]')?.getAttribute('dir') ?? null).toBe(dir)
    }
  })

  it('asks nothing and holds nothing back when the market configures no consent', () => {
    render(<Page config={null} />)
    expect(screen.getByTitle('Walkaround film')).toBeTruthy()
    expect(screen.queryByRole('region')).toBeNull()
  })
})

describe('scripts and cookies that wait for consent (spec 1 §3, §4; ADR 111)', () => {
  it('loads the tag manager and writes the UTM cookie only after consent, and drops the cookie on rejection', async () => {
    window.history.replaceState(null, '', '/?utm_source=news&utm_campaign=e7&page=2')
    render(
      <Page
        scripts={{ tagManager: '/tag-manager-sandbox.js', ownerPortal: 'https://portal.example/owner.js', customerExperience: null }}
      />,
    )
    await screen.findByRole('region')
    expect(document.querySelectorAll('script[data-consent-script]')).toHaveLength(0)
    expect(document.cookie).not.toContain('__gtm_campaign_url')

    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }))
    expect([...document.querySelectorAll<HTMLScriptElement>('script[data-consent-script]')].map((s) => s.dataset.consentScript)).toEqual([
      'tag-manager',
      'owner-portal',
    ])
    expect(document.cookie).toContain('__gtm_campaign_url=utm_source%3Dnews%26utm_campaign%3De7')

    act(() => openConsentPreferences())
    fireEvent.click(await screen.findByRole('button', { name: 'Reject all' }))
    expect(document.cookie).not.toContain('__gtm_campaign_url')
    window.history.replaceState(null, '', '/')
  })

  it('warns of a tag manager not loaded in time only once its script is on the page, not while consent holds it back', async () => {
    /** A data-layer push's wait (shortened) running out: the warnings it gave. */
    const waitRunsOut = async () => {
      const warn = vi.fn()
      await new Promise<void>((done) => afterTagManager(done, { warn, wait: 0, expected: true }))
      // A wait that has run out makes the page's later ones run at once: the next one waits again.
      delete (window as { __fcTagManagerLate?: boolean }).__fcTagManagerLate
      return warn
    }
    render(<Page scripts={{ tagManager: '/tag-manager-sandbox.js', ownerPortal: null, customerExperience: null }} />)
    await screen.findByRole('region')
    expect(await waitRunsOut()).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Accept all cookies' }))
    // Its script asked for (jsdom loads none): not loading now is late.
    expect(await waitRunsOut()).toHaveBeenCalledWith(TAG_MANAGER_TIMEOUT_WARNING)
  })
})

describe('cookie consent, external strategy (spec 1 §4 provider events)', () => {
  const external: ConsentConfig = {
    ...basic,
    strategy: 'external',
    culture: 'en-GB',
    external: { scriptUrl: '/consent-sandbox.js', groups: { C0001: 'obligatory', C0002: 'optional' } },
  }

  it("loads the provider's script, shows no banner of its own, and follows the provider's events", async () => {
    render(<Page config={external} />)
    // Appended once the events' mapping is here (its own chunk), listening before the script runs.
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src="/consent-sandbox.js"]')
      expect(found).not.toBeNull()
      return found!
    })
    expect(script.dataset.language).toBe('en-GB')
    expect(screen.queryByRole('region')).toBeNull()
    act(() => {
      window.dispatchEvent(new CustomEvent(PROVIDER_EVENT, { detail: { event: 'save', groups: ['C0001', 'C0002'] } }))
    })
    expect(localStorage.getItem('cookieConsentStatus')).toBe('accepted:obligatory,optional')
    await waitFor(() => expect(screen.getByTitle('Walkaround film')).toBeTruthy())
    act(() => {
      window.dispatchEvent(new CustomEvent(PROVIDER_EVENT, { detail: { event: 'deny-all' } }))
    })
    expect(localStorage.getItem('cookieConsentStatus')).toBe('rejected:')
    expect(screen.queryByTitle('Walkaround film')).toBeNull()
  })
})
