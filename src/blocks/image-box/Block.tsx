import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import type { ImageBoxFields } from './template.ts'
import styles from './ImageBox.module.css'

/** spec 2 §3.6 Accolade: a logo and text in a coloured box over a wide background image. */
export default function ImageBox({ fields, context }: { fields: ImageBoxFields; groups: unknown[]; context: BlockContext }) {
  const image = fields['rdx-image']
  const logo = fields['rdx-logo-image']
  const hasText = Boolean(fields.top_paragraph.trim())
  return (
    <section className={`${styles.accolade} ${fields.right_on_rtl ? styles.mirrorOnRtl : ''} ${fields.theme}`}>
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
