import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId } from 'react'
import { useScrollRow } from '~/ui/carousel.ts'
import { Image } from '~/ui/Image.tsx'
import { RowControls } from '~/ui/RowControls.tsx'
import { labelledLink } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import type { IconButtonSliderFields, IconButtonSliderGroup } from './template.ts'
import styles from './IconButtonSlider.module.css'

const hasContent = (card: IconButtonSliderGroup) => Boolean(card.image || card.title.trim())

/**
 * spec 2 §3.7 Icon Button Carousel: a title and paragraph over a horizontal scroll-snap row of
 * cards (image 380x405, title, paragraph, a link with its icon), with previous/next buttons that
 * scroll by one visible width. Visitors can also swipe, scroll or tab through the row.
 */
export default function IconButtonSlider({
  fields,
  groups,
  context,
}: {
  fields: IconButtonSliderFields
  groups: IconButtonSliderGroup[]
  context: BlockContext
}) {
  const rowId = useId()
  const headingId = useId()
  const { ref: rowRef, ...row } = useScrollRow<HTMLUListElement>()
  const ui = useUiTexts()
  const cards = groups.filter(hasContent)
  const Heading = fields.header_tag
  const hasIntro = Boolean(fields.header.trim() || fields.paragraph.trim())
  if (cards.length === 0 && !hasIntro) return null

  return (
    <section
      className={`${styles.slider} ${fields.box_color}`}
      aria-roledescription={ui.carousel}
      aria-labelledby={fields.header.trim() ? headingId : undefined}
      aria-label={fields.header.trim() ? undefined : ui.cards}
    >
      <div className={styles.inner}>
        {hasIntro && (
          <div className={styles.intro}>
            {fields.header.trim() && (
              <Heading id={headingId} className="fc-heading fc-heading--l">
                {fields.header}
              </Heading>
            )}
            {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
          </div>
        )}
        {cards.length > 0 && (
          <ul id={rowId} ref={rowRef} className={styles.row}>
            {cards.map((card, i) => {
              const Title = card.header_tag
              const link = labelledLink(card.link, card.link_label)
              return (
                <li key={i} className={styles.card}>
                  {card.image && (
                    <Image
                      className={styles.image}
                      id={card.image.id}
                      alt={card.image.alt ?? ''}
                      eager={context.eagerImages && i < 3}
                      ratio="380:405"
                      sizes="(min-width: 768px) 380px, 80vw"
                    />
                  )}
                  {card.title.trim() && <Title className={`fc-heading fc-heading--s ${styles.title}`}>{card.title}</Title>}
                  {card.paragraph && (
                    <div className={`${styles.paragraph} fc-prose`} dangerouslySetInnerHTML={{ __html: card.paragraph }} />
                  )}
                  {link && (
                    <div className={styles.action}>
                      {card.link_icon && <span className={styles.icon} data-icon={card.link_icon} aria-hidden="true" />}
                      <LinkButton link={link} uiType="tertiary" />
                    </div>
                  )}
                </li>
              )
            })}
          </ul>
        )}
        {cards.length > 1 && <RowControls row={row} rowId={rowId} labels={{ previous: ui.previousCards, next: ui.nextCards }} />}
      </div>
    </section>
  )
}
