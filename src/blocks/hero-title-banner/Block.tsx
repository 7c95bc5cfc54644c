import { ButtonLink } from '~/ui/Button.tsx'
import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import type { HeroTitleBannerFields } from './template.ts'
import styles from './HeroTitleBanner.module.css'

export default function HeroTitleBanner({ fields, context }: { fields: HeroTitleBannerFields; groups: unknown[]; context: BlockContext }) {
  const Heading = fields.level
  const image = fields['rdx-image']
  return (
    <section className={`${styles.hero} ${fields.box_color}`}>
      {image && (
        <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={context.eagerImages} />
      )}
      <div className={styles.copy}>
        {fields.heading && <Heading className={`fc-heading fc-heading--${fields.header_size}`}>{fields.heading}</Heading>}
        {fields.paragraph && <p className={styles.paragraph}>{fields.paragraph}</p>}
        {fields.button && (
          <ButtonLink url={fields.button.url} label={fields.button.link_text} uiType={fields.button.ui_type}
            target={fields.button.target} external={fields.button.type === 'external'} />
        )}
      </div>
    </section>
  )
}
