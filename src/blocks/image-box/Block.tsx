import { useContext } from 'react'
import { openSide, phoneHeroStyle } from '~/ui/image.ts'
import { Image, ImageFactsContext } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import type { ImageBoxFields } from './template.ts'
import styles from './ImageBox.module.css'

/**
 * spec 2 §3.6 Accolade: a logo and text in a coloured box over a wide background image. With a
 * picture whose subject sits to one side (its focal point), the box takes the other side on wider
 * screens and goes under the picture on phones, so it never covers the car (ADR 052, ADR 144).
 */
export default function ImageBox({ fields, context }: { fields: ImageBoxFields; groups: unknown[]; context: BlockContext }) {
  const image = fields['rdx-image']
  const logo = fields['rdx-logo-image']
  const hasText = Boolean(fields.top_paragraph.trim())
  const library = useContext(ImageFactsContext)
  const facts = image ? library?.[image.id] : undefined
  const side = openSide(facts?.focal)
  const classes = [styles.accolade, fields.right_on_rtl && styles.mirrorOnRtl, side && styles[side], fields.theme]
  return (
    <section className={classes.filter(Boolean).join(' ')} data-box-side={side ?? undefined} style={phoneHeroStyle(facts)}>
      {image && <Image className={styles.background} id={image.id} alt={image.alt ?? ''} eager={context.eagerImages} ratio="16:5" />}
      {(hasText || logo) && (
        <div className={`${styles.box} ${fields.box_color}`}>
          {logo && (
            <Image className={styles.logo} id={logo.id} alt={logo.alt ?? ''} eager={context.eagerImages} ratio="16:9" sizes="256px" />
          )}
          {hasText && <div className={`${styles.text} fc-prose`} dangerouslySetInnerHTML={{ __html: fields.top_paragraph }} />}
        </div>
      )}
    </section>
  )
}
