import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import type { Texts } from '~/i18n/messages.ts'
import { ButtonLink } from '~/ui/Button.tsx'
import { fabState, FAB_MOBILE_ITEMS, type FabInput, type FabItem } from '~/ui/fab.ts'
import { formRequestOf } from '~/ui/form-request.ts'
import { Monogram } from './Monogram.tsx'
import styles from './Fab.module.css'

/**
 * spec 1 §2 Main layout: the global floating button, or the quick links, from `fabState` (spec 1
 * §4; ADR 130). Drawn on the server from the market's settings and the page's Ready To Go Bar, so
 * it is in the first HTML and moves nothing. Wide screens show 4 items, phones 3 (spec 1 §9).
 */
export function Fab({ input, texts }: { input: FabInput; texts: Texts<'overlay'> }) {
  const state = fabState(input)
  if (state.mode === 'none') return null
  return state.mode === 'quick-links' ? (
    <QuickLinks items={state.desktopItems} texts={texts} expandLabel={state.options.quickLinksExpandButtonLabel} />
  ) : (
    <FloatingButton
      items={state.desktopItems}
      texts={texts}
      mobileLabel={state.options.mobileButtonLabel}
      secondary={state.options.isSecondary}
    />
  )
}

/** The button opens its items above it; a details element, so it works before the page's script. */
function FloatingButton(props: { items: readonly FabItem[]; texts: Texts<'overlay'>; mobileLabel: string; secondary: boolean }) {
  const ref = useRef<HTMLDetailsElement>(null)
  // The path the list was opened on: the button stays in the layout across pages, and an item
  // followed opens its page with the list closed, not laid over that page's content.
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  useDismissOutside(ref, open, () => setOpen(false))
  return (
    <details
      ref={ref}
      className={`${styles.fab} ${props.secondary ? styles.secondary : ''}`}
      data-fab=""
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        ref.current?.querySelector('summary')?.focus()
      }}
    >
      {/* Named by its visible label (open or closed: the summary says expanded or collapsed itself). */}
      <summary className={styles.toggle}>
        <span className={styles.toggleIcon} aria-hidden="true" />
        <span className={styles.wideLabel}>{props.texts.fabOpen}</span>
        <span className={styles.phoneLabel}>{props.mobileLabel.trim() || props.texts.fabOpen}</span>
      </summary>
      <nav aria-label={props.texts.fabNavigation}>
        <ul className={styles.list}>
          {props.items.map((item, i) => (
            <li key={i} className={`${styles.item} ${i >= FAB_MOBILE_ITEMS ? styles.wideOnly : ''}`}>
              <Item item={item} />
            </li>
          ))}
        </ul>
      </nav>
    </details>
  )
}

/** Quick links: a strip at the window's end edge (a bar at its foot on phones); the button shows the labels. */
function QuickLinks(props: { items: readonly FabItem[]; texts: Texts<'overlay'>; expandLabel: string }) {
  const listId = useId()
  const [expanded, setExpanded] = useState(false)
  return (
    <nav className={`${styles.quick} ${expanded ? styles.expanded : ''}`} aria-label={props.texts.fabNavigation} data-quick-links="">
      <ul id={listId} className={styles.quickList}>
        {props.items.map((item, i) => (
          <li key={i} className={`${styles.quickItem} ${i >= FAB_MOBILE_ITEMS ? styles.wideOnly : ''}`}>
            <Item item={item} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.expand}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? props.texts.quickLinksCollapse : props.expandLabel.trim() || props.texts.quickLinksExpand}
      </button>
    </nav>
  )
}

/** An item: its icon and label in one link (a form link is the button that opens the modal form). */
function Item({ item }: { item: FabItem }) {
  const icon = <Monogram name={item.icon || item.label} className={styles.icon} />
  const form = item.link && formRequestOf(item.link, item.label)
  if (!item.link || form) {
    return (
      <>
        {icon}
        {item.link ? (
          <ButtonLink url={item.link.url} label={item.label} form={form} className={styles.link} />
        ) : (
          <span className={styles.label}>{item.label}</span>
        )}
      </>
    )
  }
  const { url, target, type } = item.link
  const content = (
    <>
      {icon}
      <span className={styles.label}>{item.label}</span>
    </>
  )
  if (type === 'internal' && target !== '_blank' && url.startsWith('/')) {
    return (
      <Link className={styles.link} to={url} prefetch="intent">
        {content}
      </Link>
    )
  }
  return (
    <a
      className={styles.link}
      href={url}
      target={target === '_blank' ? '_blank' : undefined}
      rel={target === '_blank' ? 'noopener noreferrer' : undefined}
    >
      {content}
    </a>
  )
}

/**
 * A press outside the open list closes it, and so does the focus reaching the page (Tab past the
 * last item wraps round to the page's first link): the list would cover what has the focus.
 */
function useDismissOutside(ref: React.RefObject<HTMLElement | null>, active: boolean, close: () => void) {
  useEffect(() => {
    if (!active) return
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
    }
  }, [ref, active, close])
}
