import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { Image } from '~/ui/Image.tsx'
import { LinkButton } from '~/ui/Links.tsx'
import { useResolvedUrl } from '~/ui/link-resolution.ts'
import { useOpenVideo } from '~/ui/VideoModal.tsx'
import { columnsPerRow } from '../specification-glance/columns.ts'
import type { BlockContext } from '../template.ts'
import { imageLinkTarget, type ImageLinkTarget } from './image-link.ts'
import type { ContentBlocksFields, ContentBlocksGroup } from './template.ts'
import styles from './ContentBlocks.module.css'

const hasContent = (item: ContentBlocksGroup) => Boolean(item.image || item.title.trim() || item.text.trim())

/**
 * spec 2 §3.6 Content Blocks: blocks of an image, a title, text and a link, up to 4 per row (§9).
 * The image may lead to a page or open a video in the video modal, with the block's video header
 * and description (so does its link, when it is a video). With mobile-slider, phones scroll the
 * blocks sideways (scroll snap); with align_cta_items the links of a row line up at the foot.
 */
export default function ContentBlocks({
  fields,
  groups,
  context,
}: {
  fields: ContentBlocksFields
  groups: ContentBlocksGroup[]
  context: BlockContext
}) {
  const items = groups.filter(hasContent)
  if (items.length === 0) return null
  const columns = columnsPerRow(items.length)
  const layout = [
    styles.items,
    styles[`cols-${columns}`],
    fields['mobile-slider'] && styles.slider,
    fields.align_cta_items && styles.alignCta,
  ]
  return (
    <section className={`${styles.contentBlocks} ${fields.box_color}`}>
      <ul className={layout.filter(Boolean).join(' ')}>
        {items.map((item, i) => {
          const video = { header: item.video_header.trim() || item.title.trim(), description: item.video_description.trim() || undefined }
          const image = item.image && (
            <Image
              className={styles.image}
              id={item.image.id}
              alt={item.image.alt ?? ''}
              eager={context.eagerImages && i < columns}
              sizes={`(min-width: 900px) ${Math.round(100 / columns)}vw, (min-width: 600px) 50vw, 85vw`}
            />
          )
          return (
            <li key={i} className={styles.item}>
              {image && (
                <ImageLink target={imageLinkTarget(item['image-link'])} video={video}>
                  {image}
                </ImageLink>
              )}
              {item.title.trim() && <h3 className={`fc-heading fc-heading--s ${styles.title}`}>{item.title}</h3>}
              {item.text.trim() && <div className={`${styles.text} fc-prose`} dangerouslySetInnerHTML={{ __html: item.text }} />}
              <div className={styles.action}>
                <LinkButton link={item.link} video={video} />
              </div>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The image, linked to where image-link leads: a page through the router or as a plain link, or a video in the modal. */
function ImageLink({
  target,
  video,
  children,
}: {
  target: ImageLinkTarget | null
  video: { header: string; description?: string }
  children: ReactNode
}) {
  const openVideo = useOpenVideo()
  const ui = useUiTexts()
  // A predefined link's '{lang}' and pass-through parameters, as every link field's (ADR 170).
  const url = useResolvedUrl(target?.url ?? null)
  if (!target || url === null) return <div className={styles.media}>{children}</div>
  if (target.kind === 'video') {
    return (
      <a
        className={styles.media}
        href={url}
        aria-haspopup={openVideo ? 'dialog' : undefined}
        onClick={(event) => {
          if (!openVideo) return
          event.preventDefault()
          openVideo({ url, header: video.header, description: video.description })
        }}
      >
        {children}
        <span className={styles.play} aria-hidden="true" />
        <span className="fc-visually-hidden">{ui.playVideo}</span>
      </a>
    )
  }
  if (!target.external && target.target === '_self') {
    return (
      <Link className={styles.media} to={url} prefetch="intent">
        {children}
      </Link>
    )
  }
  const newWindow = target.target === '_blank'
  return (
    <a className={styles.media} href={url} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  )
}
