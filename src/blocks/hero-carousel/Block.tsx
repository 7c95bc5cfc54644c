import { useContext, useRef, type CSSProperties } from 'react'
import { TOUCH_QUERY, useCarousel, useMediaQuery } from '~/ui/carousel.ts'
import { useIsClient } from '~/ui/use-is-client.ts'
import { Dots, PlayPauseButton, StepButton } from '~/ui/CarouselControls.tsx'
import { Image, ImageFactsContext } from '~/ui/Image.tsx'
import { copySide, heightAt, phoneHeroStyle, HERO_WIDTHS, imageSrcSet, imageUrl, type ImageRatio } from '~/ui/image.ts'
import { useMediaBase } from '~/ui/media-base.ts'
import { Links, LinkButton } from '~/ui/Links.tsx'
import { usePlayback } from '~/ui/NativeVideo.tsx'
import { isLinkShown } from '~/ui/links.ts'
import type { BlockContext } from '../template.ts'
import { DESKTOP_QUERY, slideDuration, slideVideo, visibleSlideCount } from './slides.ts'
import type { HeroCarouselFields, HeroCarouselSlide } from './template.ts'
import styles from './HeroCarousel.module.css'
import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'

const RATIO: ImageRatio = '16:9'
const WIDE_RATIO: ImageRatio = '16:6.5'

const hasContent = (slide: HeroCarouselSlide) =>
  Boolean(
    slide['rdx-image'] || slide['rdx-image-wide'] || slide.heading.trim() || slide.video_bg || slide.video_desktop || slide.video_mobile,
  )

/**
 * spec 2 §3.7 Hero Carousel 2.0, §4 Hero carousel: full-width slides that move on by themselves
 * (with more than one slide and is_autoplay; not under prefers-reduced-motion until the visitor
 * presses play; never while hovered or focused), each lasting its slide_duration_limit or the
 * block's slide_duration; previous/next and dots; a play/pause button with a timer when has_timer.
 * A slide's copy takes the side its desktop picture's subject leaves open (copy_side), and goes
 * under the picture on phones (ADR 052).
 */
export default function HeroCarousel({
  fields,
  groups,
  context,
}: {
  fields: HeroCarouselFields
  groups: HeroCarouselSlide[]
  context: BlockContext
}) {
  const ui = useUiTexts()
  const mediaBase = useMediaBase()
  const library = useContext(ImageFactsContext)
  const touch = useMediaQuery(TOUCH_QUERY, false)
  const desktop = useMediaQuery(DESKTOP_QUERY, true)
  const isClient = useIsClient()
  const withContent = groups.filter(hasContent)
  const slides = withContent.slice(0, visibleSlideCount(withContent.length, fields.has_touch_devices_slides_limit, touch))
  const count = slides.length
  const { current, playing, moving, onScreen, duration, goTo, step, togglePlay, interaction } = useCarousel({
    count,
    autoplay: fields.is_autoplay,
    durationOf: (i) => slideDuration(slides[i]?.slide_duration_limit ?? null, fields.slide_duration),
  })
  if (count === 0) return null
  const wide = fields.has_wide_ratio

  return (
    <section
      className={`${styles.hero} ${wide ? styles.wide : ''}`}
      aria-roledescription={ui.carousel}
      aria-label={ui.highlights}
      {...interaction}
    >
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const image = slide['rdx-image'] ?? slide['rdx-image-wide']
          const wideImage = wide ? slide['rdx-image-wide'] : null
          const Heading = slide.tag
          const button = slide['rdx-link']
          const video = isClient && i === current ? slideVideo(slide, desktop ? 'desktop' : 'mobile', fields.has_mobile_video) : null
          const useWide = Boolean(wideImage && desktop)
          const poster = image
            ? imageUrl(mediaBase, useWide ? wideImage!.id : image.id, 1600, heightAt(1600, useWide ? WIDE_RATIO : RATIO))
            : undefined
          const banner = fields.has_banner && (slide.info.trim() || slide.price.trim() || slide.description.trim())
          // The side is the wide screens' picture's: the copy is beside the subject only there.
          const desktopImage = wideImage ?? image
          const side = desktopImage ? copySide(slide.copy_side, library?.[desktopImage.id]?.focal) : null
          return (
            <div
              key={i}
              className={`${styles.slide} ${side ? styles[side] : ''}`}
              data-copy-side={side ?? undefined}
              style={image ? phoneHeroStyle(library?.[image.id]) : undefined}
              role="group"
              aria-roledescription={ui.slide}
              aria-label={format(ui.slideOf, { index: i + 1, count })}
              hidden={i !== current}
            >
              <div className={styles.media}>
                {/* spec 2 §4: the first slide's image loads like the block's (eager in the first two blocks); later slides lazily. */}
                {image && wideImage && (
                  <picture>
                    <source media={DESKTOP_QUERY} srcSet={imageSrcSet(mediaBase, wideImage.id, HERO_WIDTHS, WIDE_RATIO)} sizes="100vw" />
                    <Image
                      className={styles.image}
                      id={image.id}
                      alt={image.alt ?? ''}
                      eager={context.eagerImages && i === 0}
                      sizes="100vw"
                    />
                  </picture>
                )}
                {/* Without a wide source no <picture>: React then preloads an eager image from the head. */}
                {image && !wideImage && (
                  <Image
                    className={styles.image}
                    id={image.id}
                    alt={image.alt ?? ''}
                    eager={context.eagerImages && i === 0}
                    sizes="100vw"
                  />
                )}
                {video && (
                  <SlideVideo
                    src={video}
                    poster={poster}
                    playing={playing && onScreen}
                    withControls={slide.video_type === 'video'}
                    position={useWide ? slide['video-styles-wide'] : slide['video-styles']}
                  />
                )}
              </div>
              <div className={styles.copy}>
                {slide.icon && <span className={styles.icon} data-icon={slide.icon} aria-hidden="true" />}
                {slide.heading && <Heading className="fc-heading fc-heading--xl" dangerouslySetInnerHTML={{ __html: slide.heading }} />}
                {slide.paragraph && (
                  <div className={`${styles.paragraph} fc-prose`} dangerouslySetInnerHTML={{ __html: slide.paragraph }} />
                )}
                {button && isLinkShown(button) ? <LinkButton link={button} /> : <Links links={slide.fallback_links} />}
              </div>
              {banner && (
                <div className={styles.banner}>
                  {slide.info.trim() && <p className={styles.info}>{slide.info}</p>}
                  {slide.price.trim() && <p className={styles.price}>{slide.price}</p>}
                  {slide.description.trim() && <p className={styles.description}>{slide.description}</p>}
                </div>
              )}
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <div className={`${styles.controls} ${fields.timer_box_color}`}>
          {fields.has_timer && (
            <>
              {/* The timer: fills over the current slide's duration while the carousel moves on by itself. */}
              <span
                key={`${current}-${moving}`}
                className={styles.timer}
                data-running={moving}
                style={{ '--slide-duration': `${duration}ms` } as CSSProperties}
                aria-hidden="true"
              />
              <PlayPauseButton playing={playing} onToggle={togglePlay} />
            </>
          )}
          <StepButton direction={-1} label={ui.previousSlide} onStep={() => step(-1)} />
          <Dots count={count} current={current} onGoTo={goTo} />
          <StepButton direction={1} label={ui.nextSlide} onStep={() => step(1)} />
        </div>
      )}
    </section>
  )
}

/**
 * A slide's video over its image (the poster while it loads). Muted and inline so browsers let it
 * autoplay; it autoplays and plays only while the carousel plays and is on screen, so reduced
 * motion keeps it still until the visitor presses play, and Pause stops it too (WCAG 2.2.2). Rendered on the client only.
 */
function SlideVideo({
  src,
  poster,
  playing,
  withControls,
  position,
}: {
  src: string
  poster?: string
  playing: boolean
  withControls: boolean
  position: string
}) {
  const ref = useRef<HTMLVideoElement>(null)
  usePlayback(ref, playing, src)
  return (
    <video
      ref={ref}
      className={styles.video}
      data-position={position}
      src={src}
      poster={poster}
      muted
      playsInline
      loop={!withControls}
      autoPlay={playing}
      preload="metadata"
      controls={withControls}
      aria-hidden={withControls ? undefined : true}
      tabIndex={withControls ? undefined : -1}
    />
  )
}
