import { useId, useState, type ReactNode } from 'react'
import { format } from '~/i18n/messages.ts'
import tool from '../Tool.module.css'
import {
  AVERAGE_SPEED,
  displayedRange,
  DRIVING_PROFILES,
  rangeKm,
  startChoice,
  temperatureIn,
  type RangeChoice,
  type RangeData,
} from './range.ts'
import type { RangeCalculatorTexts } from './data.server.ts'
import type { RangeCalculatorFields } from './template.ts'
import styles from './RangeCalculator.module.css'

/**
 * The calculator itself: a driving profile, the outdoor temperature (a slider over the data file's
 * temperatures), a wheel size and the cabin's climate on or off; the estimated range follows each
 * choice at once (range.ts), on a scale from the block's minimal to its maximal range.
 */
export function Calculator({
  fields,
  range,
  texts,
  picture,
}: {
  fields: RangeCalculatorFields
  range: RangeData
  texts: RangeCalculatorTexts
  /** The model's picture, at the head of the result. */
  picture?: ReactNode
}) {
  const id = useId()
  const [choice, setChoice] = useState<RangeChoice>(() => startChoice(range))
  const set = (change: Partial<RangeChoice>) => setChoice((current) => ({ ...current, ...change }))
  const unit = fields.distance_unit
  const shown = displayedRange(rangeKm(range, choice), { minimal: fields.minimal_range ?? 0, maximal: fields.maximal_range ?? 1 }, unit)
  const share = shown.max > shown.min ? (shown.value - shown.min) / (shown.max - shown.min) : 1
  const degrees = (celsius: number) => `${temperatureIn(celsius, fields.temperature_unit)} ${fields.temperature_unit === 'F' ? '℉' : '℃'}`
  const wheelLabels = [fields.wheel_1, fields.wheel_2, fields.wheel_3]
  const temperature = range.temperatures[choice.temperature]!
  const speed = (profile: (typeof DRIVING_PROFILES)[number]) =>
    unit === 'mi' ? `${AVERAGE_SPEED[profile].mph} ${texts.mph}` : `${AVERAGE_SPEED[profile].kmh} ${texts.kmh}`

  return (
    <div className={tool.split}>
      <div className={tool.card}>
        {fields.header_instructions && <p className={tool.muted}>{fields.header_instructions}</p>}
        <fieldset className={tool.choices}>
          <legend>{fields.driving_profile}</legend>
          {DRIVING_PROFILES.map((profile) => (
            <label key={profile} className={tool.choice}>
              <input
                type="radio"
                name={`${id}-profile`}
                value={profile}
                checked={choice.profile === profile}
                onChange={() => set({ profile })}
              />
              <span className={tool.choiceText}>
                <strong>{fields[profile]}</strong>
                {fields[`${profile}_description`] && <span>{fields[`${profile}_description`]}</span>}
                <span className={tool.muted}>{format(texts.averageSpeed, { speed: speed(profile) })}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className={tool.field}>
          <label htmlFor={`${id}-temperature`}>{fields.outdoor_temperature}</label>
          <div className={styles.slider}>
            <input
              id={`${id}-temperature`}
              type="range"
              min={0}
              max={range.temperatures.length - 1}
              step={1}
              value={choice.temperature}
              onChange={(event) => set({ temperature: Number(event.target.value) })}
              aria-valuetext={degrees(temperature.celsius)}
            />
            <output htmlFor={`${id}-temperature`} className={styles.degrees}>
              <bdi>{degrees(temperature.celsius)}</bdi>
            </output>
          </div>
        </div>
        <fieldset className={`${tool.choices} ${styles.wheels}`}>
          <legend>{fields.wheel_size}</legend>
          {range.wheels.map((wheel, i) => (
            <label key={i} className={tool.choice}>
              <input type="radio" name={`${id}-wheel`} value={i} checked={choice.wheel === i} onChange={() => set({ wheel: i })} />
              <WheelLabel text={wheelLabels[i]?.trim() || `${wheel.inches}"`} />
            </label>
          ))}
        </fieldset>
        <fieldset className={tool.choices}>
          <legend>{fields.interior_environment}</legend>
          <label className={tool.choice}>
            <input type="checkbox" checked={choice.acHeating} onChange={(event) => set({ acHeating: event.target.checked })} />
            <span className={tool.choiceText}>
              <strong>{fields.ac_heating}</strong>
              <span className={tool.muted} aria-hidden="true">
                {choice.acHeating ? texts.on : texts.off}
              </span>
            </span>
          </label>
        </fieldset>
      </div>
      <div className={`${tool.card} ${styles.result}`}>
        {picture}
        <p className={tool.progress}>
          {texts.estimatedRange} · <bdi>{fields.model_name || range.model}</bdi>
        </p>
        <output className={styles.figure} aria-live="polite" data-range={shown.value}>
          <bdi>
            <span className={styles.value}>{shown.value}</span> {texts[unit]}
          </bdi>
        </output>
        <div className={styles.scale} aria-hidden="true">
          <div className={styles.fill} style={{ inlineSize: `${Math.round(share * 100)}%` }} />
        </div>
        <p className={tool.muted}>{format(texts.scale, { min: `${shown.min} ${texts[unit]}`, max: `${shown.max} ${texts[unit]}` })}</p>
        {shown.clamped && <p className={tool.muted}>{texts.atLimit}</p>}
        {fields.result_description && <p className={styles.description}>{fields.result_description}</p>}
      </div>
    </div>
  )
}

/**
 * A wheel size as written: a size without letters (18") reads left to right, also in a right-to-left
 * page, where the direction of its digits alone drew it as "18; a label with words takes theirs.
 */
function WheelLabel({ text }: { text: string }) {
  return <bdi dir={/\p{L}/u.test(text) ? undefined : 'ltr'}>{text}</bdi>
}
