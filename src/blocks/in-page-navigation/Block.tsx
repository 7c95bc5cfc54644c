import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useEffect, useId, useRef, useState, type MouseEvent, type RefObject } from 'react'
import { isLinkShown } from '~/ui/links.ts'
import { findScrollTarget, stickyOffset } from '~/ui/scroll.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import { anchorHref } from '../anchors.ts'
import type { InPageNavigationFields, InPageNavigationGroup } from './template.ts'
import styles from './InPageNavigation.module.css'

/** Back to the top without adding '#top' to the address; the href is the no-script fallback. */
function goToTop(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault()
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
}

/**
 * spec 2 §3.9 Inpage navigation: a bar that sticks below the site navigation, with links to the
 * page's blocks by their anchors (blockId: a block_scroll_id or component-{n}, spec 1 §2), a
 * go-to-top link (goTopShort) and an optional button. The links are plain anchors, so they work
 * before the page's script has loaded; a hash naming a tab_id also selects that tab (BlockList).
 * On a phone the links fold into a menu under a button naming the section in view.
 */
export default function InPageNavigation({
  fields,
  groups,
}: {
  fields: InPageNavigationFields
  groups: InPageNavigationGroup[]
  context: BlockContext
}) {
  const links = groups.flatMap((g) => {
    const href = anchorHref(g.blockId)
    return href && g.label.trim() ? [{ href, label: g.label }] : []
  })
  const button = fields.link && isLinkShown(fields.link) ? fields.link : null
  const current = useSectionInView(links.map((l) => l.href))
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const bar = useRef<HTMLElement>(null)
  const listId = useId()
  const ui = useUiTexts()
  useMenuDismissal(open, setOpen, bar, toggle)
  if (links.length === 0 && !button) return null
  return (
    <nav ref={bar} className={styles.bar} aria-label={ui.onThisPage} data-open={open}>
      <div className={styles.inner}>
        {links.length > 0 && (
          <div className={styles.sections}>
            <button
              ref={toggle}
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => setOpen(!open)}
            >
              <span className={styles.toggleLabel}>
                <span className="fc-visually-hidden">{ui.onThisPageLabel} </span>
                {(links[current] ?? links[0])!.label}
              </span>
              <span className={styles.chevron} aria-hidden="true" />
            </button>
            <ul id={listId} className={styles.links}>
              {links.map((link, i) => (
                <li key={i}>
                  <a
                    className={styles.link}
                    href={link.href}
                    aria-current={i === current ? 'true' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.actions}>
          {fields.goTopShort.trim() && (
            <a className={styles.top} href="#top" onClick={goToTop}>
              <span className={styles.topArrow} aria-hidden="true" />
              {fields.goTopShort}
            </a>
          )}
          {button && <LinkButton link={button} size="small" />}
        </div>
      </div>
    </nav>
  )
}

/**
 * The index of the linked section shown whose top passed under the sticky bars last, or -1
 * above them all; read in the browser on scroll, so the server renders none.
 */
function useSectionInView(hrefs: string[]): number {
  const [current, setCurrent] = useState(-1)
  const key = hrefs.join(' ')
  useEffect(() => {
    const hashes = key ? key.split(' ') : []
    let frame = 0
    const measure = () => {
      frame = 0
      const line = stickyOffset(document) + 1
      let found = -1
      let nearest = -Infinity
      hashes.forEach((hash, i) => {
        const target = findScrollTarget(document, hash)
        // A section in a tab not chosen (display: none) has no box, and its top of 0 read as passed.
        if (!target || target.getClientRects().length === 0) return
        // The section passed last, whatever the order of the links.
        const top = target.getBoundingClientRect().top
        if (top <= line && top >= nearest) {
          nearest = top
          found = i
        }
      })
      setCurrent(found)
    }
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [key])
  return current
}

/** The open menu closes on Escape (focus back on its button) and on a click or tap outside the bar. */
function useMenuDismissal(
  open: boolean,
  setOpen: (open: boolean) => void,
  bar: RefObject<HTMLElement | null>,
  toggle: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, setOpen, bar, toggle])
}
