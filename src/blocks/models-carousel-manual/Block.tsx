import { format } from '~/i18n/messages.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useCarousel } from '~/ui/carousel.ts'
import { StepButton } from '~/ui/CarouselControls.tsx'
import { Image } from '~/ui/Image.tsx'
import type { BlockContext } from '../template.ts'
import { parseSpecs, SPEC_COLUMNS, type SpecTable } from './specs.ts'
import type { ModelsCarouselManualFields, ModelsCarouselManualGroup } from './template.ts'
import styles from './ModelsCarouselManual.module.css'

const hasContent = (model: ModelsCarouselManualGroup) => Boolean(model.nameplate.trim() || model.image || model['transparent-image'])

/**
 * spec 2 §3.7 Models Carousel Manual: the range one model at a time, moved only by the visitor
 * (manual: no autoplay) with its nameplate button under models-label or previous/next. A model
 * shows its image, its transparent image (the car cut out) over it, its nameplate and its spec
 * tables (header row Name, Engine, Consumption, Price, Lease). Specs that are not valid leave the
 * model without tables (spec 2 §5, see parseSpecs).
 */
export default function ModelsCarouselManual({
  fields,
  groups,
  context,
}: {
  fields: ModelsCarouselManualFields
  groups: ModelsCarouselManualGroup[]
  context: BlockContext
}) {
  const models = groups.filter(hasContent)
  const count = models.length
  const { current, goTo, step } = useCarousel({ count, autoplay: false })
  const ui = useUiTexts()
  if (count === 0) return null
  const label = fields['models-label'].trim() || ui.models
  const nameOf = (i: number) => models[i]!.nameplate.trim() || format(ui.modelNumber, { index: i + 1 })

  return (
    <section className={styles.models} aria-roledescription={ui.carousel} aria-label={label}>
      {count > 1 && (
        <div className={styles.picker}>
          <p className={styles.label} aria-hidden="true">
            {label}
          </p>
          <div className={styles.nameplates}>
            {models.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.nameplate}
                onClick={() => goTo(i)}
                aria-current={i === current ? 'true' : undefined}
              >
                {nameOf(i)}
              </button>
            ))}
          </div>
        </div>
      )}
      <div className={styles.slides}>
        {models.map((model, i) => {
          const image = model.image
          const cutout = model['transparent-image']
          const tables = parseSpecs(model.specs)
          return (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription={ui.slide}
              aria-label={nameOf(i)}
              hidden={i !== current}
            >
              {(image || cutout) && (
                <div className={`${styles.stage} ${image ? '' : styles.cutoutOnly}`}>
                  {image && (
                    <Image
                      className={styles.image}
                      id={image.id}
                      alt={cutout ? '' : (image.alt ?? '')}
                      eager={context.eagerImages && i === 0}
                      sizes="(min-width: 1200px) 1200px, 100vw"
                    />
                  )}
                  {cutout && (
                    <Image
                      className={styles.cutout}
                      id={cutout.id}
                      alt={cutout.alt ?? ''}
                      format="webp"
                      eager={context.eagerImages && i === 0}
                      sizes="(min-width: 1200px) 1200px, 100vw"
                    />
                  )}
                </div>
              )}
              {model.nameplate.trim() && <h2 className={`fc-heading fc-heading--l ${styles.name}`}>{model.nameplate}</h2>}
              {tables.map((table, t) => (
                <SpecsTable key={t} table={table} />
              ))}
            </div>
          )
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <StepButton direction={-1} label={ui.previousModel} onStep={() => step(-1)} />
          <StepButton direction={1} label={ui.nextModel} onStep={() => step(1)} />
        </div>
      )}
    </section>
  )
}

/** One spec table; it scrolls sideways on its own on narrow screens (focusable, so keyboards can scroll it). */
function SpecsTable({ table }: { table: SpecTable }) {
  const ui = useUiTexts()
  return (
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={table.name || ui.specifications}>
      <table className={styles.table}>
        {table.name && <caption className={styles.caption}>{table.name}</caption>}
        <thead>
          <tr>
            {SPEC_COLUMNS.map((column) => (
              <th key={column.key} scope="col">
                {ui[column.heading]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.table.map((row, r) => (
            <tr key={r}>
              {SPEC_COLUMNS.map((column, c) =>
                c === 0 ? (
                  <th key={column.key} scope="row">
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key}>{row[column.key]}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
