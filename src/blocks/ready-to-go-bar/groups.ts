import type { FabItem } from '~/ui/fab.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { isLinkShown } from '~/ui/links.ts'
import type { ReadyToGoBarGroup } from './template.ts'

/** spec 2 §9: of at most 5 groups, the first 4 are shown (here, not in the template, whose fields' schemas the bar's browser code does not load). */
const SHOWN_GROUPS = 4

export interface BarItem extends FabItem {
  /** isUsedAsButton: drawn as a button rather than an icon and text. */
  button: boolean
}

const shownLink = (link: LinkValue | null) => (link && isLinkShown(link) ? link : null)

/**
 * spec 2 §4: what each group shows. A group whose link is gone (dynamic content hid it on the
 * server, ADR 014, or none was set) shows its fallback icon, link and content when use_dc_fallback
 * is set; a group with neither a link nor content shows nothing. The first 4 only (spec 2 §9).
 */
export function barItems(groups: readonly ReadyToGoBarGroup[]): BarItem[] {
  return groups.slice(0, SHOWN_GROUPS).flatMap((group) => {
    const link = shownLink(group.link)
    const fallback = !link && group.use_dc_fallback
    const item: BarItem = fallback
      ? {
          label: group.fallback_content.trim() || group.content.trim(),
          icon: group.fallback_icon || group.icon,
          link: shownLink(group.fallback_link),
          button: group.isUsedAsButton,
        }
      : { label: group.content.trim(), icon: group.icon, link, button: group.isUsedAsButton }
    if (!item.label && item.link) item.label = item.link.link_text.trim()
    return item.label ? [item] : []
  })
}
