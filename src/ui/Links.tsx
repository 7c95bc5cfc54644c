import { ButtonLink, type UiType } from '~/ui/Button.tsx'
import type { VideoRequest } from '~/ui/VideoModal.tsx'
import { formRequestOf } from './form-request.ts'
import type { LinkValue } from './link-value.ts'
import { isLinkShown, linkLabel } from './links.ts'
import styles from './Links.module.css'

/**
 * A row of links (rdx-buttons or rdx-links) following spec 2 §4 Links and buttons.
 * `asText` renders every link as a text link (tertiary), as the Link collection expects.
 */
export function Links({ links, asText = false, className }: { links: readonly LinkValue[]; asText?: boolean; className?: string }) {
  const shown = links.filter(isLinkShown)
  if (shown.length === 0) return null
  return (
    <ul className={[styles.links, className].filter(Boolean).join(' ')}>
      {shown.map((link, i) => (
        <li key={i}>
          <LinkButton link={link} uiType={asText ? 'tertiary' : undefined} />
        </li>
      ))}
    </ul>
  )
}

/**
 * One link field (a block's button) as a button in its ui type, or nothing when spec 2 §4 would
 * not show it. `video`: what the video modal shows when the link is a video.
 */
export function LinkButton({
  link,
  uiType,
  size,
  video,
}: {
  link: LinkValue | null
  uiType?: UiType
  size?: 'medium' | 'small'
  video?: Pick<VideoRequest, 'header' | 'description'>
}) {
  if (!link || !isLinkShown(link)) return null
  return (
    <ButtonLink
      url={link.url}
      label={linkLabel(link)}
      uiType={uiType ?? link.ui_type}
      size={size}
      target={link.target}
      external={link.type !== 'internal'}
      video={video}
      form={formRequestOf(link)}
    />
  )
}
