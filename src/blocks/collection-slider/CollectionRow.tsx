import { useId, type ReactNode } from 'react'
import { textDirection } from '~/i18n/language.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { ButtonLink } from '~/ui/Button.tsx'
import { useScrollRow } from '~/ui/carousel.ts'
import { Image } from '~/ui/Image.tsx'
import { RowControls } from '~/ui/RowControls.tsx'
import type { BlockContext } from '../template.ts'
import type { CollectionSliderFields } from './template.ts'
import styles from './CollectionSlider.module.css'

/** A media-library image (Collection Slider) or an image URL (Collection Slider Feed). */
export type CardImage = { id: number; alt: string } | { src: string; alt: string }

/** One merchandise card, whichever block it comes from. */
export interface CollectionCard {
  name: string
  label: string
  image: CardImage | null
  /** Shown over the image while the card is hovered or focused. */
  hoverImage: CardImage | null
  link: { url: string; target: '_self' | '_blank'; external: boolean } | null
}

const CARD_SIZES = '(min-width: 768px) 280px, 70vw'

function CardPicture({ image, className, eager }: { image: CardImage; className?: string; eager: boolean }) {
  if ('id' in image) return <Image className={className} id={image.id} alt={image.alt} eager={eager} ratio="1:1" sizes={CARD_SIZES} />
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={640}
      height={640}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}

/** The block box of both collection sliders: colour theme and the title at its tag. */
export function CollectionSection({
  fields,
  headingId,
  children,
}: {
  fields: Pick<CollectionSliderFields, 'heading' | 'header_tag' | 'box_color'>
  headingId: string
  children: ReactNode
}) {
  const Heading = fields.header_tag
  return (
    <section className={`${styles.slider} ${fields.box_color}`}>
      <div className={styles.inner}>
        {fields.heading && (
          <Heading
            id={headingId}
            className={`fc-heading fc-heading--l ${styles.heading}`}
            dangerouslySetInnerHTML={{ __html: fields.heading }}
          />
        )}
        {children}
      </div>
    </section>
  )
}

/**
 * spec 2 §3.7 Collection Slider (and its feed): a scroll-snap row of merchandise cards (src/ui/
 * carousel.ts scrolling rows) with previous/next, and pagination dots when asked. A card shows its
 * image, the hover image on hover or focus, its name (the card's link) and its label. `lang` sets
 * the language and text direction of the cards' text (the feed's Arabic items on any page).
 */
export function CollectionRow({
  cards,
  context,
  pagination = false,
  lang,
  labelledBy,
}: {
  cards: readonly CollectionCard[]
  context: Pick<BlockContext, 'eagerImages'>
  pagination?: boolean
  lang?: string
  /** The id of the title naming the row; without one it is the catalogue's `collection`. */
  labelledBy?: string
}) {
  const rowId = useId()
  const { ref: rowRef, ...row } = useScrollRow<HTMLUListElement>()
  const dir = lang ? textDirection(lang) : undefined
  const ui = useUiTexts()
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={ui.carousel}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : ui.collection}
    >
      <ul id={rowId} ref={rowRef} className={styles.row}>
        {cards.map((card, i) => (
          <li key={i} className={styles.card}>
            <div className={styles.media}>
              {card.image && <CardPicture className={styles.image} image={card.image} eager={context.eagerImages && i < 3} />}
              {card.hoverImage && <CardPicture className={styles.hoverImage} image={card.hoverImage} eager={false} />}
            </div>
            <div className={styles.text} lang={lang} dir={dir}>
              {card.name && (
                <p className={styles.name}>
                  {card.link ? (
                    <ButtonLink
                      className={styles.nameLink}
                      url={card.link.url}
                      label={card.name}
                      target={card.link.target}
                      external={card.link.external}
                    />
                  ) : (
                    card.name
                  )}
                </p>
              )}
              {card.label && <p className={styles.label}>{card.label}</p>}
            </div>
          </li>
        ))}
      </ul>
      {cards.length > 1 && (
        <RowControls row={row} rowId={rowId} labels={{ previous: ui.previousItems, next: ui.nextItems }} pagination={pagination} />
      )}
    </div>
  )
}
