import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useCarousel } from '~/ui/carousel.ts'
import { Dots, PlayIcon, PlayPauseButton, StepButton } from '~/ui/CarouselControls.tsx'
import { Image } from '~/ui/Image.tsx'
import { isLinkShown } from '~/ui/links.ts'
import { videoSource } from '~/ui/video.ts'
import { useOpenVideo } from '~/ui/VideoModal.tsx'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import type { DualFrameCarouselFields, DualFrameCarouselGroup } from './template.ts'
import styles from './DualFrameCarousel.module.css'

const hasContent = (slide: DualFrameCarouselGroup) => Boolean(slide['rdx-image'] || slide.heading.trim())

/**
 * spec 2 §3.7 Dual Frame Carousel 2.0: slides in two frames side by side (stacked on phones), the
 * image on the left or right (image_alignment, mirrored right to left) and the copy beside it,
 * centred or at the top (vertical_alignment). Slides move on by themselves unless disable_autoplay
 * is set (not under prefers-reduced-motion until play is pressed, never while hovered or focused),
 * with a play/pause button whenever they do; previous/next and dots always. The block's video link
 * (youtube) puts a play button on the image that opens the video modal and pauses the slides.
 */
export default function DualFrameCarousel({
  fields,
  groups,
  context,
}: {
  fields: DualFrameCarouselFields
  groups: DualFrameCarouselGroup[]
  context: BlockContext
}) {
  const slides = groups.filter(hasContent)
  const count = slides.length
  const autoplay = !fields.disable_autoplay
  const { current, playing, moving, goTo, step, togglePlay, interaction } = useCarousel({ count, autoplay })
  const ui = useUiTexts()
  if (count === 0) return null
  const video = videoSource(fields.youtube.trim()) ? fields.youtube.trim() : null
  const pause = () => {
    if (playing) togglePlay()
  }

  return (
    <section
      className={styles.carousel}
      data-image={fields.image_alignment}
      data-align={fields.vertical_alignment}
      aria-roledescription={ui.carousel}
      aria-label={ui.stories}
      {...interaction}
    >
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const image = slide['rdx-image']
          const Heading = slide.header_tag
          const button = slide['rdx-button']
          return (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={ui.slide}
              aria-label={format(ui.slideOf, { index: i + 1, count })}
              hidden={i !== current}
            >
              {(image || video) && (
                <div className={styles.imageFrame}>
                  {image && (
                    <Image
                      className={styles.image}
                      id={image.id}
                      alt={image.alt ?? ''}
                      eager={context.eagerImages && i === 0}
                      sizes="(min-width: 900px) 50vw, 100vw"
                    />
                  )}
                  {video && <VideoButton url={video} onOpen={pause} />}
                </div>
              )}
              <div className={styles.copyFrame}>
                {slide.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: slide.heading }} />}
                {slide.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: slide.paragraph }} />}
                {button && isLinkShown(button) && <LinkButton link={button} />}
              </div>
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          {autoplay && <PlayPauseButton playing={playing} onToggle={togglePlay} />}
          <StepButton direction={-1} label={ui.previousSlide} onStep={() => step(-1)} />
          <Dots count={count} current={current} onGoTo={goTo} />
          <StepButton direction={1} label={ui.nextSlide} onStep={() => step(1)} />
        </div>
      )}
    </section>
  )
}

/**
 * The play button on the image: opens the video in the site's video modal (spec 1 §2); without
 * JavaScript, or outside the modal host, it is a plain link to the video in a new tab.
 */
function VideoButton({ url, onOpen }: { url: string; onOpen: () => void }) {
  const openVideo = useOpenVideo()
  const ui = useUiTexts()
  return (
    <a
      className={styles.play}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={ui.playVideo}
      aria-haspopup={openVideo ? 'dialog' : undefined}
      onClick={(event) => {
        if (!openVideo) return
        event.preventDefault()
        onOpen()
        openVideo({ url })
      }}
    >
      <PlayIcon />
    </a>
  )
}
