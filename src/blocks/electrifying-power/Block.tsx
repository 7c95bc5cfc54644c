import { Image } from '~/ui/Image.tsx'
import { columnsPerRow } from '../specification-glance/columns.ts'
import type { BlockContext } from '../template.ts'
import type { ElectrifyingPowerFields, ElectrifyingPowerGroup } from './template.ts'
import styles from './ElectrifyingPower.module.css'

const hasContent = (figure: ElectrifyingPowerGroup) => Boolean(figure.tagline.trim() || figure.title.trim())

/**
 * spec 2 §3.6 Electrifying Power: the image, and per group a tagline and a title (a figure whose
 * unit may be <small>) at their tags, with its disclaimer. Wide screens show the figures over the
 * foot of a 16:6.5 band of the image, up to 4 per row; phones show them under a 16:9 image.
 */
export default function ElectrifyingPower({
  fields,
  groups,
  context,
}: {
  fields: ElectrifyingPowerFields
  groups: ElectrifyingPowerGroup[]
  context: BlockContext
}) {
  const figures = groups.filter(hasContent)
  const image = fields.image
  if (!image && figures.length === 0) return null
  return (
    <section className={styles.power}>
      {image && (
        <div className={styles.media}>
          <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={context.eagerImages} sizes="100vw" />
        </div>
      )}
      {figures.length > 0 && (
        <ul className={`${styles.figures} ${styles[`cols-${columnsPerRow(figures.length)}`]}`}>
          {figures.map((figure, i) => {
            const Tagline = figure.tagline_tag
            const Title = figure.title_tag
            return (
              <li key={i} className={styles.figure}>
                {figure.tagline.trim() && <Tagline className={styles.tagline}>{figure.tagline}</Tagline>}
                {figure.title.trim() && <Title className={styles.title} dangerouslySetInnerHTML={{ __html: figure.title }} />}
                {figure.disclaimer.trim() && <div className={styles.disclaimer} dangerouslySetInnerHTML={{ __html: figure.disclaimer }} />}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
