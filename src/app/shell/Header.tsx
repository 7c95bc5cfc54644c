import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import type { Breadcrumb, NavEntry } from '~/content/schemas.ts'
import { stripTrackingParams } from '~/navigation/language-switch.ts'
import { useIsClient } from '~/ui/use-is-client.ts'
import { useResolvedUrl } from '~/ui/link-resolution.ts'
import type { ShellTexts } from '~/i18n/shell-texts.ts'
import type { Shell } from './shell.server.ts'
import { pageNonce } from '../nonce.ts'
import { RetailerBar } from './RetailerBar.tsx'
import styles from './Header.module.css'

/**
 * spec 1 §2 Header navigation: the classic or v2 tree from nav entries (in the classic or the
 * light look), the external navigation service's HTML, or the logo only (ADR 172); the sub-brand
 * logo; the retailer bar (ADR 171); breadcrumbs; hides on scroll down.
 */
export function Header({
  navigation,
  languages,
  siteName,
  texts,
  breadcrumbs,
  search,
}: {
  navigation: Shell['navigation']
  languages: Shell['languages']
  siteName: string
  texts: ShellTexts
  breadcrumbs?: Breadcrumb[]
  /** The search button (spec 1 §2: popup search), when the market has search. */
  search?: ReactNode
}) {
  const hidden = useHideOnScroll()
  const { pathname } = useLocation()
  // The mobile menu is open for the path it was opened on, so navigating closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const menuOpen = openOn === pathname
  const keptQuery = useKeptQuery()
  const menuButton = useRef<HTMLButtonElement>(null)
  const bar = useRef<HTMLDivElement>(null)
  const closeMenu = useCallback(() => setOpenOn(null), [])
  const compact = useCompactBar(bar, closeMenu)
  const hydrated = useIsClient()
  useMenuKeyboard(menuOpen, menuButton, bar, closeMenu)
  const crumbs = breadcrumbs && breadcrumbs.length > 1 ? breadcrumbs : null

  const logo = (
    <Link to={navigation.logo.homepage} className={styles.logo} aria-label={texts.home.replace('{site}', siteName)}>
      <img src={navigation.logo.logo} alt="" width={140} height={32} />
    </Link>
  )
  if (navigation.external) {
    return (
      <header className={styles.header} data-hidden={hidden}>
        <link rel="stylesheet" href={navigation.external.cssLink} />
        <div dangerouslySetInnerHTML={{ __html: navigation.external.html }} />
        <NavigationServiceScript src={navigation.external.javascriptLink} />
      </header>
    )
  }
  // spec 1 §2: the logo-only nav of one electric-vehicle page (ADR 172): no menu, search or switch.
  if (navigation.variant === 'logo-only') {
    return (
      <header className={`${styles.header} black-theme`} data-hidden={hidden} data-variant="logo-only">
        <div className={styles.bar}>{logo}</div>
      </header>
    )
  }
  const retailer = navigation.retailerBar
  return (
    <header
      // spec 1 §2: the redesigned light nav is the classic one in the light colour theme (ADR 172).
      className={`${styles.header} ${navigation.variant === 'light' ? 'light-theme' : 'black-theme'}`}
      data-hidden={hidden}
      data-breadcrumbs={crumbs ? '' : undefined}
      data-retailer-bar={retailer ? '' : undefined}
      data-variant={navigation.variant}
      data-nav-version={navigation.version}
      data-compact={compact || undefined}
      data-hydrated={hydrated || undefined}
    >
      <div ref={bar} className={styles.bar}>
        {logo}
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="fc-main-nav"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="fc-visually-hidden">{menuOpen ? texts.closeMenu : texts.menu}</span>
        </button>
        <nav
          id="fc-main-nav"
          className={styles.nav}
          data-open={menuOpen}
          aria-label={texts.mainNavigation}
          // A link to the page already shown changes no path: the menu closes all the same.
          onClick={(event) => (event.target as Element).closest('a') && closeMenu()}
        >
          <ul className={styles.list}>
            {navigation.entries.map((entry) => (
              <NavItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </nav>
        {search && <div className={styles.search}>{search}</div>}
        {languages.length > 0 && (
          <ul className={styles.languages} aria-label={texts.language}>
            {languages.map((language) => (
              <li key={language.code}>
                {/* A full page load: another market has its own settings, theme and direction. */}
                <a
                  href={keptQuery === null || !language.samePage ? language.href : `${language.href.split('?')[0]}${keptQuery}`}
                  hrefLang={language.code}
                  lang={language.code}
                  aria-current={language.current ? 'true' : undefined}
                >
                  {language.code.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      {retailer && <RetailerBar bar={retailer} texts={texts} />}
      {crumbs && (
        <nav className={`${styles.breadcrumbs} light-theme`} aria-label={texts.breadcrumb}>
          <ol className={styles.trail}>
            {crumbs.map((crumb, i) => (
              <li key={crumb.url}>
                {i === crumbs.length - 1 ? <span aria-current="page">{crumb.label}</span> : <Link to={crumb.url}>{crumb.label}</Link>}
              </li>
            ))}
          </ol>
        </nav>
      )}
    </header>
  )
}

/**
 * The navigation service's script (spec 1 §7: its answer's javascriptLink; ADR 173), loaded once
 * the page is interactive, once per address: the service's own code for its menus. The server
 * kept only an address on the service's origin; an empty one loads nothing.
 */
export function NavigationServiceScript({ src }: { src: string }) {
  useEffect(() => {
    if (!src || [...document.scripts].some((script) => script.dataset.navigationService === src)) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.nonce = pageNonce()
    script.dataset.navigationService = src
    document.body.append(script)
  }, [src])
  return null
}

function NavItem({ entry }: { entry: NavEntry }) {
  const link = entry.url ? <EntryLink entry={entry} /> : <span className={styles.label}>{entry.label}</span>
  const item = useRef<HTMLLIElement>(null)
  const { pathname } = useLocation()
  const dismissed = useSubmenuEscape(item, pathname)
  if (entry.children.length === 0) return <li>{link}</li>
  return (
    <li ref={item} className={styles.hasChildren} data-dismissed={dismissed || undefined}>
      {link}
      <ul className={styles.submenu}>
        {entry.children.map((child) => (
          <li key={child.id}>
            <EntryLink entry={child} />
          </li>
        ))}
      </ul>
    </li>
  )
}

function EntryLink({ entry }: { entry: NavEntry }) {
  // A predefined link's '{lang}' and pass-through parameters (spec 1 §7; ADR 170).
  const url = useResolvedUrl(entry.url ?? '/')
  if (entry.target === '_blank' || !url.startsWith('/')) {
    return (
      <a
        className={styles.link}
        href={url}
        target={entry.target === '_blank' ? '_blank' : undefined}
        rel={entry.target === '_blank' ? 'noopener noreferrer' : undefined}
      >
        {entry.label}
      </a>
    )
  }
  return (
    <NavLink className={styles.link} to={url} prefetch="intent" end={url === '/'}>
      {entry.label}
    </NavLink>
  )
}

/**
 * WCAG 1.4.13: a dropdown shown on hover or focus can be dismissed with Escape without moving the
 * pointer or the focus (focus inside goes back to the entry's link). It shows again once both the
 * pointer and the focus have left the entry. A link followed from it dismisses it the same way:
 * the pointer and the focus are still on it, and it would stay open over the new page.
 */
function useSubmenuEscape(item: RefObject<HTMLLIElement | null>, pathname: string) {
  const [dismissed, setDismissed] = useState(false)
  const shownOn = useRef(pathname)
  useEffect(() => {
    const li = item.current
    if (!li || shownOn.current === pathname) return
    shownOn.current = pathname
    // The compact bar's menu lists submenus flat, and closes itself on the new page.
    if (li.closest('[data-compact]') || !(li.matches(':hover') || li.contains(document.activeElement))) return
    const focused = document.activeElement
    // A link clicked keeps a focus the visitor does not see: it is let go, so the dropdown shows
    // again as soon as the pointer comes back; a keyboard's focus goes to the entry's link, and
    // from there to the new page's main region (ADR 192).
    if (focused instanceof HTMLElement && li.contains(focused) && !focused.matches(':focus-visible')) focused.blur()
    dismissSubmenu(li, setDismissed)
  }, [item, pathname])
  useEffect(() => {
    const li = item.current
    if (!li) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !(li.matches(':hover') || li.contains(document.activeElement))) return
      dismissSubmenu(li, setDismissed)
    }
    const reset = () => !li.matches(':hover') && !li.contains(document.activeElement) && setDismissed(false)
    const onFocusOut = (event: FocusEvent) =>
      !li.contains(event.relatedTarget as Node | null) && !li.matches(':hover') && setDismissed(false)
    document.addEventListener('keydown', onKeyDown)
    li.addEventListener('mouseleave', reset)
    li.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      li.removeEventListener('mouseleave', reset)
      li.removeEventListener('focusout', onFocusOut)
    }
  }, [item])
  return dismissed
}

/** Hides an entry's dropdown; a focus inside it goes back to the entry's link, which stays shown. */
function dismissSubmenu(li: HTMLLIElement, setDismissed: (dismissed: boolean) => void) {
  setDismissed(true)
  if (li.contains(document.activeElement)) li.querySelector<HTMLElement>('a[href]')?.focus()
}

/** What Tab reaches inside the menu: links and controls that are shown. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * While the mobile menu is open, Tab and Shift+Tab go round the header's bar only (the logo, the
 * menu's button and links, the search and the language switch, all shown above the menu), never
 * into the page behind; Escape closes it and gives focus back to the button.
 */
function useMenuKeyboard(
  open: boolean,
  button: RefObject<HTMLButtonElement | null>,
  bar: RefObject<HTMLElement | null>,
  close: () => void,
) {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault()
        close()
        button.current?.focus()
        return
      }
      if (event.key !== 'Tab' || !button.current) return
      const items = [...(bar.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [button.current])].filter(
        (item) => item.checkVisibility?.({ visibilityProperty: true }) ?? true,
      )
      const first = items[0]!
      const last = items[items.length - 1]!
      const at = items.indexOf(document.activeElement as HTMLElement)
      const next = at === -1 ? first : event.shiftKey && at === 0 ? last : !event.shiftKey && at === items.length - 1 ? first : null
      if (next) {
        event.preventDefault()
        next.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, button, bar, close])
}

/** Up to this width the stylesheet shows the compact bar whatever the entries. */
const PHONE_BAR = '(max-width: 900px)'

/**
 * Whether a screen wider than a phone's shows the compact bar (the menu button) because the bar
 * cannot hold the market's entries: a longer menu, a longer language or a narrower laptop would
 * otherwise push the bar past the page's edge. The width the entries need is measured while they
 * are shown, and the bar goes back to them once it is that wide again. When the navigation shows
 * inline again (wider window, or a phone turned), an open menu closes, so the page behind it,
 * which the stylesheet holds still, scrolls again.
 */
function useCompactBar(bar: RefObject<HTMLDivElement | null>, closeMenu: () => void) {
  const [compact, setCompact] = useState(false)
  const needed = useRef(0)
  // Before paint, so a bar too narrow for its entries is never seen overflowing after hydration.
  useLayoutEffect(() => {
    const element = bar.current
    // A browser without them keeps the stylesheet's bar (and so does jsdom).
    if (!element || typeof ResizeObserver === 'undefined' || typeof window.matchMedia !== 'function') return
    const phone = window.matchMedia(PHONE_BAR)
    const check = () => {
      if (phone.matches) return
      if (!compact && element.scrollWidth > element.clientWidth + 1) {
        needed.current = element.scrollWidth
        setCompact(true)
      } else if (compact && element.clientWidth >= needed.current) {
        setCompact(false)
        closeMenu()
      }
    }
    const onPhoneChange = () => (phone.matches ? undefined : compact ? check() : closeMenu())
    check()
    const observer = new ResizeObserver(check)
    // Its parts too: a logo that arrives wider than its placeholder leaves the bar's own size as it was.
    for (const part of [element, ...element.children]) observer.observe(part)
    phone.addEventListener('change', onPhoneChange)
    return () => {
      observer.disconnect()
      phone.removeEventListener('change', onPhoneChange)
    }
  }, [bar, compact, closeMenu])
  return compact
}

/** The main header hides while scrolling down and returns when scrolling up. */
function useHideOnScroll() {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    let last = window.scrollY
    const onScroll = () => {
      const y = window.scrollY
      if (Math.abs(y - last) < 8) return
      setHidden(y > last && y > 120)
      last = y
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  return hidden
}

/**
 * The visitor's query without tracking parameters, which the language switch keeps (spec 1 §2),
 * read in the browser after hydration: a cached page is rendered without the query
 * (ADR 039), so the server's links cannot carry it. Null until then.
 */
function useKeptQuery() {
  const { search } = useLocation()
  return useIsClient() ? stripTrackingParams(search) : null
}
