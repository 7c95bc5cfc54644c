import { useId } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useScrollRow } from '~/ui/carousel.ts'
import { Image } from '~/ui/Image.tsx'
import { isLinkShown } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import { RowControls } from '~/ui/RowControls.tsx'
import type { BlockContext } from '../template.ts'
import { cardTitleTag } from './cards.ts'
import type { ContentsBlockCarouselFields, ContentsBlockCarouselGroup } from './template.ts'
import styles from './ContentsBlockCarousel.module.css'

const hasContent = (card: ContentsBlockCarouselGroup) => Boolean(card.image || card.title.trim() || card.text.trim())

/**
 * spec 2 §3.7 Content Blocks Carousel (fields: ADR 016): a title over a horizontal scroll-snap row
 * of cards (image, title, text, link) in the block's colour theme, with previous/next buttons that
 * scroll by one visible width (src/ui/carousel.ts scrolling rows); visitors can also swipe, scroll
 * or tab through the row. align_cta_items lines the cards' links up at the bottom of the row.
 */
export default function ContentsBlockCarousel({
  fields,
  groups,
  context,
}: {
  fields: ContentsBlockCarouselFields
  groups: ContentsBlockCarouselGroup[]
  context: BlockContext
}) {
  const rowId = useId()
  const headingId = useId()
  const { ref: rowRef, ...row } = useScrollRow<HTMLUListElement>()
  const ui = useUiTexts()
  const cards = groups.filter(hasContent)
  if (cards.length === 0) return null
  const Heading = fields.header_tag
  const hasHeading = Boolean(fields.heading.trim())
  const Title = cardTitleTag(fields.header_tag, hasHeading)

  return (
    <section
      className={`${styles.carousel} ${fields.box_color}`}
      aria-roledescription={ui.carousel}
      aria-labelledby={hasHeading ? headingId : undefined}
      aria-label={hasHeading ? undefined : ui.contentCards}
    >
      <div className={styles.inner}>
        {hasHeading && (
          <Heading
            id={headingId}
            className={`fc-heading fc-heading--l ${styles.heading}`}
            dangerouslySetInnerHTML={{ __html: fields.heading }}
          />
        )}
        <ul
          id={rowId}
          ref={rowRef}
          className={[
            styles.row,
            fields.align_cta_items && styles.aligned,
            fields.carousel_view_options === 'adjacent_slides' && `fc-scroll-row--adjacent ${styles.adjacent}`,
          ]
            .filter(Boolean)
            .join(' ')}
        >
          {cards.map((card, i) => {
            const link = card.link && isLinkShown(card.link) ? card.link : null
            return (
              <li key={i} className={styles.card}>
                {card.image && (
                  <Image
                    className={styles.image}
                    id={card.image.id}
                    alt={card.image.alt ?? ''}
                    eager={context.eagerImages && i < 3}
                    sizes="(min-width: 768px) 360px, 80vw"
                  />
                )}
                {card.title.trim() && <Title className="fc-heading fc-heading--s">{card.title}</Title>}
                {card.text && <div className={`${styles.text} fc-prose`} dangerouslySetInnerHTML={{ __html: card.text }} />}
                {link && (
                  <div className={styles.action}>
                    <LinkButton link={link} />
                  </div>
                )}
              </li>
            )
          })}
        </ul>
        {cards.length > 1 && <RowControls row={row} rowId={rowId} labels={{ previous: ui.previousCards, next: ui.nextCards }} />}
      </div>
    </section>
  )
}
