import { useId } from 'react'
import { textDirection } from '~/i18n/language.ts'
import { DEFAULT_FEED_LIMIT, type MerchandiseItem } from '~/merchandise/collection-feed.ts'
import { CollectionRow, CollectionSection, type CollectionCard } from '../collection-slider/CollectionRow.tsx'
import type { BlockContext } from '../template.ts'
import { feedSections } from './sections.ts'
import type { CollectionSliderFeedFields } from './template.ts'
import styles from './CollectionSliderFeed.module.css'

const toCard = (item: MerchandiseItem): CollectionCard => ({
  name: item.name,
  label: item.label,
  image: item.image ? { src: item.image, alt: item.name } : null,
  hoverImage: item.image_hover ? { src: item.image_hover, alt: '' } : null,
  link: item.link ? { url: item.link, target: '_self', external: !item.link.startsWith('/') } : null,
})

/**
 * spec 2 §3.7 Collection Slider Feed: the feed's items (resolved on the server, data.server.ts) in
 * Collection Slider's row; with `grouped` a row per group under its name; pagination dots with
 * show_pagination; at most `limit` items. The items' text takes the feed's language and direction.
 */
export default function CollectionSliderFeed({
  fields,
  context,
  data,
}: {
  fields: CollectionSliderFeedFields
  groups: unknown[]
  context: BlockContext
  data?: MerchandiseItem[]
}) {
  const headingId = useId()
  const sections = feedSections(data ?? [], { grouped: fields.grouped, limit: fields.limit ?? DEFAULT_FEED_LIMIT })
  if (sections.length === 0) return null
  return (
    <CollectionSection fields={fields} headingId={headingId}>
      {sections.map((section, i) => (
        <div key={section.group ?? ''} className={styles.group}>
          {section.group && (
            <h3
              id={`${headingId}-${i}`}
              className={`fc-heading fc-heading--s ${styles.groupName}`}
              lang={fields.lang}
              dir={textDirection(fields.lang)}
            >
              {section.group}
            </h3>
          )}
          <CollectionRow
            cards={section.items.map(toCard)}
            context={{ eagerImages: context.eagerImages && i === 0 }}
            pagination={fields.show_pagination}
            lang={fields.lang}
            labelledBy={section.group ? `${headingId}-${i}` : fields.heading ? headingId : undefined}
          />
        </div>
      ))}
    </CollectionSection>
  )
}
