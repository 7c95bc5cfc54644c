import { useUiTexts } from '~/i18n/ui-texts.ts'
import { format } from '~/i18n/messages.ts'
import type { CSSProperties } from 'react'
import { useCarousel } from '~/ui/carousel.ts'
import { PlayPauseButton } from '~/ui/CarouselControls.tsx'
import { labelledLink } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import { HotspotsFigure } from '../hotspots-container/HotspotsFigure.tsx'
import type { BlockContext } from '../template.ts'
import { slideNumber } from './numbers.ts'
import type { NumberButtonCarouselFields, NumberButtonCarouselGroup } from './template.ts'
import styles from './NumberButtonCarousel.module.css'

const hasContent = (slide: NumberButtonCarouselGroup) => Boolean(slide.image || slide.tagline.trim())

/**
 * spec 2 §3.7 Number Button Carousel: one image slide at a time (with its hotspots, its tagline and
 * link), chosen with numbered buttons. With has_timer the slides move on by themselves (not under
 * prefers-reduced-motion until play is pressed, never while hovered or focused, so an open hotspot
 * holds the slide), the current number fills as its time runs, and a play/pause button stops them;
 * without it they change only when the visitor picks a number. has_icons draws hotspots as plus icons.
 */
export default function NumberButtonCarousel({
  fields,
  groups,
  context,
}: {
  fields: NumberButtonCarouselFields
  groups: NumberButtonCarouselGroup[]
  context: BlockContext
}) {
  const slides = groups.filter(hasContent)
  const count = slides.length
  const { current, playing, moving, duration, goTo, togglePlay, interaction } = useCarousel({ count, autoplay: fields.has_timer })
  const ui = useUiTexts()
  if (count === 0) return null

  return (
    <section className={styles.carousel} aria-roledescription={ui.carousel} aria-label={ui.featuredImages} {...interaction}>
      <div className={styles.slides} aria-live={moving ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const link = labelledLink(slide.link, slide.link_label)
          return (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={ui.slide}
              aria-label={format(ui.slideOf, { index: i + 1, count })}
              hidden={i !== current}
            >
              {slide.image && (
                <HotspotsFigure
                  image={slide.image}
                  hotspots={slide.hotspots}
                  eager={context.eagerImages && i === 0}
                  panelTheme="black-theme"
                  markers={fields.has_icons ? 'icons' : 'numbers'}
                />
              )}
              {(slide.tagline.trim() || link) && (
                <div className={styles.copy}>
                  {slide.tagline.trim() && <p className={`fc-heading fc-heading--m ${styles.tagline}`}>{slide.tagline}</p>}
                  {link && <LinkButton link={link} />}
                </div>
              )}
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <div className={styles.numbers}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.number}
                onClick={() => goTo(i)}
                // The visible number is part of the name (WCAG 2.5.3 label in name).
                aria-label={format(ui.slideNumber, { index: slideNumber(i) })}
                aria-current={i === current ? 'true' : undefined}
              >
                <span aria-hidden="true">{slideNumber(i)}</span>
                {/* The timer: the current number fills over its slide's time while the slides move on by themselves. */}
                {fields.has_timer && i === current && (
                  <span
                    key={`${current}-${moving}`}
                    className={styles.timer}
                    data-running={moving}
                    style={{ '--slide-duration': `${duration}ms` } as CSSProperties}
                    aria-hidden="true"
                  />
                )}
              </button>
            ))}
          </div>
          {fields.has_timer && <PlayPauseButton playing={playing} onToggle={togglePlay} />}
        </div>
      )}
    </section>
  )
}
