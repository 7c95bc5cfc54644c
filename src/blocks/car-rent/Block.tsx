import type { ElementType } from 'react'
import { Image } from '~/ui/Image.tsx'
import { isLinkShown } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import { CAR_RENT_EQUIPMENT, CAR_RENT_ICONS } from './limits.ts'
import type { CarRentFields, CarRentGroup } from './template.ts'
import { EditorHint } from './EditorHint.tsx'
import styles from './CarRent.module.css'

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
type Picture = { id: number; alt?: string | null } | null | undefined

/**
 * spec 2 §1, §3.12 Car Rent: each group a rental offer — picture, title, text and link, its icon
 * facts (icon-n with icon-text-n; an icon without text is left out) and its equipment items
 * (equipment-title-n, -description-n, rdx-image-n; an item without a title is left out).
 */
export default function CarRent({ fields, groups, context }: { fields: CarRentFields; groups: CarRentGroup[]; context: BlockContext }) {
  const Heading = fields.header_tag as ElementType
  const Title = (['h1', 'h2'].includes(fields.header_tag) ? 'h3' : 'h4') as ElementType
  if (groups.length === 0 && !context.editing) return null
  return (
    <section className={`${styles.section} ${fields.box_color}`}>
      <div className={styles.inner}>
        {fields.heading.trim() && <Heading className="fc-heading fc-heading--l">{fields.heading}</Heading>}
        {groups.length === 0 && <EditorHint className={styles.muted} />}
        {groups.map((group, g) => {
          const g2 = group as Record<string, unknown>
          const icons = range(CAR_RENT_ICONS)
            .map((n) => ({ icon: String(g2[`icon-${n}`] ?? ''), text: String(g2[`icon-text-${n}`] ?? '').trim() }))
            .filter((item) => item.text)
          const equipment = range(CAR_RENT_EQUIPMENT)
            .map((n) => ({
              title: String(g2[`equipment-title-${n}`] ?? '').trim(),
              description: String(g2[`equipment-description-${n}`] ?? '').trim(),
              image: g2[`rdx-image-${n}`] as Picture,
            }))
            .filter((item) => item.title)
          const image = group.image as Picture
          return (
            <article key={g} className={styles.offer} aria-label={group.title || undefined}>
              {image?.id ? (
                <Image
                  className={styles.image}
                  id={image.id}
                  alt={image.alt ?? ''}
                  eager={context.eagerImages && g === 0}
                  sizes="(min-width: 60rem) 50vw, 100vw"
                />
              ) : (
                <span />
              )}
              <div className={styles.copy}>
                {group.title.trim() && <Title className="fc-heading fc-heading--m">{group.title}</Title>}
                {group.text && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: group.text }} />}
                {icons.length > 0 && (
                  <ul className={styles.icons}>
                    {icons.map((item, i) => (
                      <li key={i}>
                        {item.icon && <span className={styles.icon} data-icon={item.icon} aria-hidden="true" />}
                        {item.text}
                      </li>
                    ))}
                  </ul>
                )}
                {group.link && isLinkShown(group.link) && <LinkButton link={group.link} />}
              </div>
              {equipment.length > 0 && (
                <ul className={styles.equipment}>
                  {equipment.map((item, i) => (
                    <li key={i} className={styles.item}>
                      {item.image?.id && (
                        <Image id={item.image.id} alt={item.image.alt ?? ''} eager={false} sizes="(min-width: 60rem) 20vw, 50vw" />
                      )}
                      <p className={styles.itemTitle}>{item.title}</p>
                      {item.description && <p className={styles.muted}>{item.description}</p>}
                    </li>
                  ))}
                </ul>
              )}
            </article>
          )
        })}
      </div>
    </section>
  )
}
