import { lazy, Suspense, useContext, type ReactNode } from 'react'
import { copySide, heightAt, imageUrl, phoneHeroStyle } from '~/ui/image.ts'
import { Image, ImageFactsContext } from '~/ui/Image.tsx'
import { useMediaBase } from '~/ui/media-base.ts'
import { useIsClient } from '~/ui/use-is-client.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { HeroTitleBannerFields } from './template.ts'
import styles from './HeroTitleBanner.module.css'

/** Drawn in the browser only, and on few heroes: its code (with the carousels' controls it shares) loads when a hero has a video. */
const BackgroundVideo = lazy(() => import('~/ui/NativeVideo.tsx').then(({ BackgroundVideo }) => ({ default: BackgroundVideo })))

/**
 * The hero banner of spec 2 §3.6: a full-width image with the title (markdown HTML, at its level
 * and size), the subtitle and one button (spec 2 §4 Links and buttons). Hero Title Banner renders
 * it as it is; Hero Title Banner Tall makes it taller, places the copy (`align`) and adds its timer
 * box (`children`, after the button). With a picture, the copy takes the side its subject leaves
 * open (`copy_side`, from the picture's focal point) on wider screens, and goes under the picture on
 * phones, so the title never sits over the car (ADR 052). A native background video
 * (native_video_background, ADR 162) plays over the picture, which is its poster, with a pause button.
 */
export function HeroBanner({
  fields,
  eager,
  tall = false,
  align = 'bottom',
  children,
}: {
  fields: HeroTitleBannerFields
  eager: boolean
  tall?: boolean
  align?: 'top' | 'center' | 'bottom'
  children?: ReactNode
}) {
  const Heading = fields.level
  const image = fields['rdx-image']
  const library = useContext(ImageFactsContext)
  const mediaBase = useMediaBase()
  const isClient = useIsClient()
  const facts = image ? library?.[image.id] : undefined
  const side = image ? copySide(fields.copy_side, facts?.focal) : null
  const classes = [styles.hero, tall && styles.tall, align !== 'bottom' && styles[align], side && styles[side], fields.box_color]
  return (
    <section className={classes.filter(Boolean).join(' ')} data-copy-side={side ?? undefined} style={phoneHeroStyle(facts)}>
      {image && <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={eager} />}
      {fields.native_video_background && isClient && (
        <Suspense fallback={null}>
          <BackgroundVideo
            className={`${styles.image} ${styles.video}`}
            src={fields.native_video_background}
            poster={image ? imageUrl(mediaBase, image.id, 1600, heightAt(1600, '16:9')) : undefined}
          />
        </Suspense>
      )}
      <div className={styles.copy}>
        <div className={styles.column}>
          {fields.heading && (
            <Heading
              className={`fc-heading fc-heading--${fields.header_size}${fields.header_font === 'secondary' ? ' fc-heading--secondary' : ''}`}
              dangerouslySetInnerHTML={{ __html: fields.heading }}
            />
          )}
          {fields.paragraph && <p className={styles.paragraph}>{fields.paragraph}</p>}
          <LinkButton link={fields.button} />
          {children}
        </div>
      </div>
    </section>
  )
}
