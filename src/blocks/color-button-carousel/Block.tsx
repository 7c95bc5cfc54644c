import { useId, useState } from 'react'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { Image } from '~/ui/Image.tsx'
import { isLinkShown } from '~/ui/links.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { LinkButton } from '~/ui/Links.tsx'
import type { BlockContext } from '../template.ts'
import { colourName } from './colours.ts'
import type { ColorButtonCarouselFields, ColorButtonCarouselGroup } from './template.ts'
import styles from './ColorButtonCarousel.module.css'

type Colour = ColorButtonCarouselGroup & { main_image: NonNullable<ColorButtonCarouselGroup['main_image']> }

/** The link under the car: link_url with the shown colour's link_label, when §4 Links would show it. */
function colourLink(url: string, label: string): LinkValue | null {
  const link: LinkValue = {
    url: url.trim(),
    link_text: label,
    type: url.trim().startsWith('/') ? 'internal' : 'external',
    target: '_self',
    ui_type: 'primary',
  }
  return isLinkShown(link) ? link : null
}

/**
 * spec 2 §3.7 Color Button Carousel: the tagline and paragraph over the car in one colour at a
 * time; a row of colour swatch buttons (each colour's thumbnail, larger with is_bigger_picker)
 * switches the main image; under it the colour's name and the link to link_url labelled with the
 * colour's link_label. Nothing moves by itself.
 */
export default function ColorButtonCarousel({
  fields,
  groups,
  context,
}: {
  fields: ColorButtonCarouselFields
  groups: ColorButtonCarouselGroup[]
  context: BlockContext
}) {
  const [chosen, setChosen] = useState(0)
  const taglineId = useId()
  const ui = useUiTexts()
  const colours = groups.filter((g): g is Colour => g.main_image !== null)
  const count = colours.length
  if (count === 0) return null
  const current = Math.min(chosen, count - 1)
  const tagline = fields.global_tagline.trim()
  const link = colourLink(fields.link_url, colours[current]!.link_label)

  return (
    <section
      className={styles.picker}
      aria-roledescription={ui.carousel}
      aria-labelledby={tagline ? taglineId : undefined}
      aria-label={tagline ? undefined : ui.colours}
    >
      {(tagline || fields.global_paragraph) && (
        <div className={styles.intro}>
          {tagline && (
            <h2 id={taglineId} className="fc-heading fc-heading--l">
              {tagline}
            </h2>
          )}
          {fields.global_paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.global_paragraph }} />}
        </div>
      )}
      <div className={styles.stage}>
        {colours.map((colour, i) => (
          <div
            key={i}
            className={styles.slide}
            role="group"
            aria-roledescription={ui.slide}
            aria-label={colourName(colour, i, ui.colourNumber)}
            hidden={i !== current}
          >
            <Image
              className={styles.image}
              id={colour.main_image.id}
              alt={colour.main_image.alt ?? ''}
              eager={context.eagerImages && i === 0}
              sizes="(min-width: 1200px) 1200px, 100vw"
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={`${styles.swatches} ${fields.is_bigger_picker ? styles.bigger : ''}`} role="group" aria-label={ui.colours}>
          {colours.map((colour, i) => {
            const swatch = colour.thumbnail ?? colour.main_image
            return (
              <button
                key={i}
                type="button"
                className={styles.swatch}
                onClick={() => setChosen(i)}
                aria-label={colourName(colour, i, ui.colourNumber)}
                aria-pressed={i === current}
              >
                <Image className={styles.swatchImage} id={swatch.id} alt="" eager={context.eagerImages} ratio="1:1" sizes="72px" />
              </button>
            )
          })}
        </div>
      )}
      <div className={styles.caption}>
        <p className={styles.colourName} aria-live="polite">
          {colourName(colours[current]!, current, ui.colourNumber)}
        </p>
        {link && <LinkButton link={link} uiType="primary" />}
      </div>
    </section>
  )
}
