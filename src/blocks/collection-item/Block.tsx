import { useId } from 'react'
import { sizeRange } from '~/merchandise/sizes.ts'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useScrollRow } from '~/ui/carousel.ts'
import { RowControls } from '~/ui/RowControls.tsx'
import type { BlockContext } from '../template.ts'
import { splitAtPhotos } from './placeholder.ts'
import type { CollectionItemData, CollectionItemFields } from './template.ts'
import styles from './CollectionItem.module.css'

/** The photos carousel: one photo per snap point, previous/next and a dot per photo. */
function Photos({ photos, alt, eager }: { photos: readonly string[]; alt: string; eager: boolean }) {
  const rowId = useId()
  const { ref: rowRef, ...row } = useScrollRow<HTMLUListElement>()
  const ui = useUiTexts()
  return (
    <div className={styles.photos} role="group" aria-roledescription={ui.carousel} aria-label={ui.photos}>
      <ul id={rowId} ref={rowRef} className={styles.row}>
        {photos.map((src, i) => (
          <li
            key={i}
            className={styles.photo}
            role="group"
            aria-roledescription={ui.slide}
            aria-label={format(ui.slideOf, { index: i + 1, count: photos.length })}
          >
            <img
              className={styles.image}
              src={src}
              alt={alt}
              width={1024}
              height={1024}
              loading={eager && i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {photos.length > 1 && <RowControls row={row} rowId={rowId} labels={{ previous: ui.previousPhoto, next: ui.nextPhoto }} pagination />}
    </div>
  )
}

/**
 * spec 2 §3.7 Collection Item: the item's HTML with the photos carousel where the editor wrote
 * {{photos}} (first without it), then the sizes it comes in (XS to XXXXL). The photos are the
 * images JSON as checked on the server (data.server.ts); the HTML was sanitised there too.
 */
export default function CollectionItem({
  fields,
  context,
  data,
}: {
  fields: CollectionItemFields
  groups: unknown[]
  context: BlockContext
  data?: CollectionItemData
}) {
  const sizesId = useId()
  const ui = useUiTexts()
  const photos = data?.photos ?? []
  const { before, after } = splitAtPhotos(fields.html)
  const sizes = sizeRange(fields.size_from, fields.size_to)
  if (photos.length === 0 && !before && !after && sizes.length === 0) return null
  return (
    <section className={`${styles.item} ${fields.box_color}`}>
      <div className={styles.inner}>
        {before && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: before }} />}
        {photos.length > 0 && <Photos photos={photos} alt={fields.images_alt.trim()} eager={context.eagerImages} />}
        {after && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: after }} />}
        {sizes.length > 0 && (
          <div className={styles.sizes}>
            <p id={sizesId} className={styles.sizesLabel}>
              {fields.sizes_label.trim() || ui.sizes}
            </p>
            <ul className={styles.sizeList} aria-labelledby={sizesId}>
              {sizes.map((size) => (
                <li key={size} className={styles.size}>
                  {size}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  )
}
