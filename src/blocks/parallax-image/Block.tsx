import { useEffect, useRef } from 'react'
import { usePrefersReducedMotion } from '~/ui/carousel.ts'
import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import { layerShift } from './parallax.ts'
import type { ParallaxImageFields, ParallaxImageGroup } from './template.ts'
import styles from './ParallaxImage.module.css'

const hasContent = (section: ParallaxImageGroup) => Boolean(section['rdx-image'] || section.heading.trim())

/**
 * spec 2 §3.6 Parallax Image (ADR 015): full-width sections, each an image with a text panel over
 * it; as the page scrolls, each image lags behind at its section's speed. The server and the
 * hydrating render are still (reduced motion is assumed until the browser says otherwise), and
 * nothing moves for visitors who prefer reduced motion.
 */
export default function ParallaxImage({
  fields,
  groups,
  context,
}: {
  fields: ParallaxImageFields
  groups: ParallaxImageGroup[]
  context: BlockContext
}) {
  const sections = groups.filter(hasContent)
  const layers = useRef<(HTMLElement | null)[]>([])
  useParallax(layers, sections.length)
  if (sections.length === 0) return null
  return (
    <section className={styles.parallax}>
      {sections.map((section, i) => {
        const image = section['rdx-image']
        const Heading = section.header_tag
        const hasText = Boolean(section.heading.trim() || section.paragraph.trim())
        return (
          <div key={i} className={styles.frame}>
            <div
              ref={(layer) => {
                layers.current[i] = layer
              }}
              className={styles.layer}
              data-speed={section.speed}
            >
              {image && (
                <Image className={styles.image} id={image.id} alt={image.alt ?? ''} eager={context.eagerImages && i === 0} sizes="100vw" />
              )}
            </div>
            {hasText && (
              <div className={`${styles.panel} ${fields.box_color}`}>
                {section.heading && <Heading className="fc-heading fc-heading--l" dangerouslySetInnerHTML={{ __html: section.heading }} />}
                {section.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: section.paragraph }} />}
              </div>
            )}
          </div>
        )
      })}
    </section>
  )
}

/**
 * Moves each image layer (its speed in data-speed) by layerShift on scroll and resize, at most once
 * per animation frame, reading every frame's position before writing any transform. Off under
 * reduced motion.
 */
function useParallax(layers: { current: (HTMLElement | null)[] }, count: number) {
  const reducedMotion = usePrefersReducedMotion()
  useEffect(() => {
    const moving = layers.current.slice(0, count).filter((layer) => layer !== null)
    if (reducedMotion || moving.length === 0) return
    let queued = 0
    const update = () => {
      queued = 0
      const viewport = window.innerHeight
      const frames = moving.map((layer) => layer.parentElement!.getBoundingClientRect())
      moving.forEach((layer, i) => {
        const shift = layerShift(frames[i]!, viewport, layer.dataset.speed as ParallaxImageGroup['speed'])
        layer.style.transform = `translate3d(0, ${shift}px, 0)`
      })
    }
    const schedule = () => {
      queued ||= requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(queued)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      for (const layer of moving) layer.style.transform = ''
    }
  }, [layers, count, reducedMotion])
}
