import { createElement } from 'react'
import { Image } from '~/ui/Image.tsx'
import { heightAt, imageUrl } from '~/ui/image.ts'
import { useMediaBase } from '~/ui/media-base.ts'
import { nativeVideoSrc } from '~/ui/native-video.ts'
import { ContentVideo } from '~/ui/NativeVideo.tsx'
import { Links, LinkButton } from '~/ui/Links.tsx'
import { isLinkShown } from '~/ui/links.ts'
import type { BlockContext } from '../template.ts'
import { headingBelow } from './heading-level.ts'
import type { RangeComponentFields } from './template.ts'
import styles from './RangeComponent.module.css'

/**
 * spec 2 §3.6 Key Details Post: a model's image beside its title, text, body type, technical data
 * and links. A native video (spec 2 §3.3 native_video, ADR 162) takes the image's place, the image
 * its poster.
 */
export default function RangeComponent({ fields, context }: { fields: RangeComponentFields; groups: unknown[]; context: BlockContext }) {
  const Heading = fields.header_tag
  const image = fields.image
  const button = fields['rdx-link']
  const mediaBase = useMediaBase()
  const video = nativeVideoSrc(fields.native_video)
  return (
    <section className={styles.post}>
      <div className={styles.inner}>
        {video && (
          <ContentVideo
            className={styles.image}
            src={video}
            poster={image ? imageUrl(mediaBase, image.id, 1600, heightAt(1600, '16:9')) : undefined}
            label={image?.alt ?? ''}
          />
        )}
        {image && !video && (
          <Image
            className={styles.image}
            id={image.id}
            alt={image.alt ?? ''}
            eager={context.eagerImages}
            sizes="(min-width: 900px) 50vw, 100vw"
          />
        )}
        <div className={styles.copy}>
          {fields.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: fields.heading }} />}
          {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
          {fields.heading_2 &&
            createElement(headingBelow(fields.header_tag), { className: `fc-heading fc-heading--xs ${styles.bodyType}` }, fields.heading_2)}
          {fields.code && <div className={styles.data} dangerouslySetInnerHTML={{ __html: fields.code }} />}
          {button && isLinkShown(button) && <LinkButton link={button} />}
          <Links links={fields['rdx-links']} asText />
        </div>
      </div>
    </section>
  )
}
