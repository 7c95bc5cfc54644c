import { Image } from '~/ui/Image.tsx'
import { LinkButton } from '~/ui/Links.tsx'
import { isLinkShown } from '~/ui/links.ts'
import { headingBelow } from '../range-component/heading-level.ts'
import type { BlockContext } from '../template.ts'
import type { SignPostFields, SignPostGroup } from './template.ts'
import styles from './SignPost.module.css'

/**
 * spec 2 §3.6 Sign Post (ADR 015): a title over cards in `col-numbers` columns (one on phones, two
 * on tablets). A card whose link spec 2 §4 shows is one big target: its link's area is stretched
 * over the card, so there is still a single, labelled link per card; a card without one is not clickable.
 */
export default function SignPost({ fields, groups, context }: { fields: SignPostFields; groups: SignPostGroup[]; context: BlockContext }) {
  const cards = groups.filter((card) => card.title.trim())
  const Heading = fields.header_tag
  const Title = headingBelow(fields.header_tag)
  if (cards.length === 0) return null
  return (
    <section className={`${styles.signPost} ${fields.box_color}`}>
      <div className={styles.inner}>
        {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
        <ul className={`${styles.cards} ${styles[`cols-${fields['col-numbers']}`]}`}>
          {cards.map((card, i) => (
            <li key={i} className={`${styles.card} ${card.link && isLinkShown(card.link) ? styles.linked : ''}`}>
              {card.image && (
                <Image
                  className={styles.image}
                  id={card.image.id}
                  alt={card.image.alt ?? ''}
                  eager={context.eagerImages && i < 4}
                  sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
                />
              )}
              <div className={styles.body}>
                <Title className={`fc-heading fc-heading--s ${styles.title}`}>{card.title}</Title>
                {card.text.trim() && <p className={styles.text}>{card.text}</p>}
                <div className={styles.action}>
                  <LinkButton link={card.link} uiType="tertiary" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
