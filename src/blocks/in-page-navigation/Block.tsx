import type { MouseEvent } from 'react'
import { ButtonLink } from '~/ui/Button.tsx'
import { isLinkShown, linkLabel } from '~/ui/links.ts'
import type { BlockContext } from '../template.ts'
import { anchorHref } from './anchors.ts'
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
  if (links.length === 0 && !button) return null
  return (
    <nav className={styles.bar} aria-label="On this page">
      <div className={styles.inner}>
        {links.length > 0 && (
          <ul className={styles.links}>
            {links.map((link, i) => (
              <li key={i}>
                <a className={styles.link} href={link.href}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          {fields.goTopShort.trim() && (
            <a className={styles.top} href="#top" onClick={goToTop}>
              <span className={styles.topArrow} aria-hidden="true" />
              {fields.goTopShort}
            </a>
          )}
          {button && (
            <ButtonLink
              url={button.url}
              label={linkLabel(button)}
              uiType={button.ui_type}
              size="small"
              target={button.target}
              external={button.type !== 'internal'}
            />
          )}
        </div>
      </div>
    </nav>
  )
}
