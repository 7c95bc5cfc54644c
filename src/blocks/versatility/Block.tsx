import { useUiTexts } from '~/i18n/ui-texts.ts'
import { format } from '~/i18n/messages.ts'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { TOUCH_QUERY, useCarousel, useMediaQuery } from '~/ui/carousel.ts'
import { Dots, StepButton } from '~/ui/CarouselControls.tsx'
import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import { frameAtPointer } from './frames.ts'
import type { VersatilityFields, VersatilityGroup } from './template.ts'
import styles from './Versatility.module.css'

const framesOf = (group: VersatilityGroup) => [group.frame_1, group.frame_2, group.frame_3, group.frame_4].filter((f) => f !== null)
const hasContent = (group: VersatilityGroup) => Boolean(group.small_heading.trim() || group.big_heading.trim() || framesOf(group).length)

/**
 * spec 2 §3.7 Seat Slider: per configuration a small and a big heading, a counter (such as the
 * load space), an image under the text, a disclaimer and four frames. The frames stay still
 * behind an interaction prompt ('Click to interact', 'Tap to interact' on touch devices); after it
 * the visitor drags across the frames or steps through them with a slider (keyboard arrows).
 * Several configurations are slides with previous/next and dots; they never move by themselves.
 */
export default function Versatility({
  fields,
  groups,
  context,
}: {
  fields: VersatilityFields
  groups: VersatilityGroup[]
  context: BlockContext
}) {
  const configurations = groups.filter(hasContent)
  const count = configurations.length
  const { current, goTo, step } = useCarousel({ count, autoplay: false })
  const touch = useMediaQuery(TOUCH_QUERY, false)
  const ui = useUiTexts()
  if (count === 0) return null
  const prompt = touch ? fields.click_to_interact_label_mobile : fields.click_to_interact_label

  return (
    <section
      className={`${styles.seats} ${fields.reversed_counter_position ? styles.reversed : ''}`}
      aria-roledescription={count > 1 ? ui.carousel : undefined}
      aria-label={ui.seatConfigurations}
    >
      {configurations.map((group, i) => (
        <div
          key={i}
          hidden={i !== current}
          role={count > 1 ? 'group' : undefined}
          aria-roledescription={count > 1 ? ui.slide : undefined}
          aria-label={count > 1 ? format(ui.slideOf, { index: i + 1, count }) : undefined}
        >
          <SeatConfiguration group={group} fields={fields} prompt={prompt} eager={context.eagerImages && i === 0} />
        </div>
      ))}
      {count > 1 && (
        <div className={styles.controls}>
          <StepButton direction={-1} label={ui.previousConfiguration} onStep={() => step(-1)} />
          <Dots count={count} current={current} onGoTo={goTo} name={(i) => format(ui.configurationNumber, { index: i + 1 })} />
          <StepButton direction={1} label={ui.nextConfiguration} onStep={() => step(1)} />
        </div>
      )}
    </section>
  )
}

function SeatConfiguration({
  group,
  fields,
  prompt,
  eager,
}: {
  group: VersatilityGroup
  fields: VersatilityFields
  prompt: string
  eager: boolean
}) {
  const frames = framesOf(group)
  const [active, setActive] = useState(false)
  const ui = useUiTexts()
  const [frame, setFrame] = useState(0)
  const [dragging, setDragging] = useState(false)
  const range = useRef<HTMLInputElement>(null)
  const SmallHeading = fields.small_heading_tag
  const interactive = frames.length > 1

  // After the prompt, the slider takes the focus so keyboard users step on with the arrows.
  useEffect(() => {
    if (active) range.current?.focus()
  }, [active])

  const followPointer = (event: PointerEvent<HTMLDivElement>) => {
    const stage = event.currentTarget.getBoundingClientRect()
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    setFrame(frameAtPointer({ x: event.clientX, left: stage.left, width: stage.width, rtl }, frames.length))
  }

  return (
    <div className={styles.configuration}>
      <div className={styles.copy}>
        {group.small_heading.trim() && <SmallHeading className={styles.smallHeading}>{group.small_heading}</SmallHeading>}
        {group.big_heading.trim() && <p className={`fc-heading fc-heading--xl ${styles.bigHeading}`}>{group.big_heading}</p>}
        {group.counter !== null && <p className={styles.counter}>{group.counter}</p>}
        {group.image_under_text && (
          <Image
            className={styles.underText}
            id={group.image_under_text.id}
            alt={group.image_under_text.alt ?? ''}
            eager={eager}
            sizes="(min-width: 900px) 30vw, 90vw"
          />
        )}
        {group.disclaimer && <div className={`${styles.disclaimer} fc-note`} dangerouslySetInnerHTML={{ __html: group.disclaimer }} />}
      </div>
      {frames.length > 0 && (
        <div className={styles.viewer}>
          <div
            className={`${styles.stage} ${active ? styles.active : ''}`}
            onPointerDown={(event) => {
              if (!active) return
              event.currentTarget.setPointerCapture?.(event.pointerId)
              setDragging(true)
              followPointer(event)
            }}
            onPointerMove={(event) => dragging && followPointer(event)}
            onPointerUp={() => setDragging(false)}
            onPointerCancel={() => setDragging(false)}
          >
            {frames.map((image, k) => (
              <Image
                key={k}
                className={`${styles.frame} ${k === frame ? styles.current : ''}`}
                id={image.id}
                alt={k === frame ? (image.alt ?? '') : ''}
                eager={eager && k === 0}
                sizes="(min-width: 900px) 60vw, 100vw"
              />
            ))}
            {interactive && !active && (
              <button type="button" className={styles.prompt} onClick={() => setActive(true)}>
                {prompt}
              </button>
            )}
          </div>
          {interactive && active && (
            <input
              ref={range}
              className={styles.range}
              type="range"
              min={1}
              max={frames.length}
              step={1}
              value={frame + 1}
              onChange={(event) => setFrame(Number(event.target.value) - 1)}
              aria-label={group.small_heading.trim() || ui.seatConfiguration}
              aria-valuetext={format(ui.slideOf, { index: frame + 1, count: frames.length })}
            />
          )}
        </div>
      )}
    </div>
  )
}
