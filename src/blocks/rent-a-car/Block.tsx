import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { format } from '~/i18n/messages.ts'
import { formatPrice } from '~/pricing/price.ts'
import { Image } from '~/ui/Image.tsx'
import { Misconfigured } from '../Misconfigured.tsx'
import { EditorPlaceholder } from './EditorPlaceholder.tsx'
import type { BlockContext } from '../template.ts'
import tool from '../Tool.module.css'
import type { RentACarData } from './data.server.ts'
import type { DateRange } from './DatePicker.tsx'
import { canChooseVehicle, checkDates, formatDay, relevantVehicles } from './rules.ts'
import type { RentACarFields } from './template.ts'
import styles from './RentACar.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

/** The overlay (extras, contact form, summary): its own chunk, loaded when a visitor continues. */
const ReserveOverlay = lazy(() => import('./ReserveOverlay.tsx'))
/** The calendar opens on a press: its code loads then, or as the pointer or focus reaches the button. */
const loadDatePicker = () => import('./DatePicker.tsx')
const DatePicker = lazy(() => loadDatePicker().then(({ DatePicker }) => ({ default: DatePicker })))

export interface RentChoice {
  pickup: string
  dropoff: string
  pickupAddress: string
  dropoffAddress: string
  pickupDate: string
  dropoffDate: string
  vehicle: number
}

/**
 * spec 2 §2 Rent a Car, §4: a pick-up location (and, where additional_json allows, a different
 * drop-off location and own addresses) → the dates in a calendar with CONFIRM → a vehicle card
 * (only the vehicles of the chosen location; a tooltip asks for location and dates first) →
 * Continue opens the 'RESERVE …' overlay. The JSON fields and texts are read on the server
 * (data.server.ts); a block without locations, vehicles or its form names the problem in the
 * editor and shows its Loading Failed state to visitors.
 */
export default function RentACar({
  fields,
  context,
  data,
}: {
  fields: RentACarFields
  groups: unknown[]
  context: BlockContext
  data?: RentACarData
}) {
  const id = useId()
  const [pickup, setPickup] = useState('')
  const [different, setDifferent] = useState(false)
  const [dropoff, setDropoff] = useState('')
  const [pickupAddress, setPickupAddress] = useState('')
  const [dropoffAddress, setDropoffAddress] = useState('')
  // With the day the calendar counted as today (the market's, ADR 160): the range is checked against it.
  const [dates, setDates] = useState<DateRange & { today?: string }>({ pickup: null, dropoff: null })
  const [picking, setPicking] = useState(false)
  // CONFIRM closes the calendar: the keyboard's focus goes on to 'Change dates', not to the page.
  const refocusDates = useRef(false)
  // An inquiry sent: the overlay's opener (Continue) is disabled by the reset, so the focus goes to
  // where a next booking starts, not to the document.
  const [sent, setSent] = useState(0)
  useEffect(() => {
    if (sent) document.getElementById(`${id}-pickup`)?.focus()
  }, [sent, id])
  const datesButton = useCallback((button: HTMLButtonElement | null) => {
    if (button && refocusDates.current) {
      refocusDates.current = false
      button.focus()
    }
  }, [])
  const [vehicle, setVehicle] = useState<number | null>(null)
  const [open, setOpen] = useState(false)

  if (!data) return <EditorPlaceholder boxColor={fields.box_color} />
  const { texts, config, form, priceFormat } = data
  const { additional } = config
  const blocking = data.problems.filter((p) => /has no|form/i.test(p))
  if (!form || config.locations.length === 0 || config.vehicles.length === 0) {
    return (
      <section className={`${tool.section} ${fields.box_color}`}>
        <div className={tool.inner}>
          <Misconfigured editing={context.editing} heading="This Rent a Car block cannot be shown:" problems={blocking} fields={fields} />
        </div>
      </section>
    )
  }

  const disabledDays = additional.datepicker_disabled_days
  const dateOptions = additional.date.options as Intl.DateTimeFormatOptions
  const datesReady = checkDates(dates.pickup, dates.dropoff, disabledDays, dates.today ?? '') === null
  const ready = canChooseVehicle({ pickup: pickup || null, pickupDate: datesReady ? dates.pickup : null, dropoffDate: dates.dropoff })
  // Before a location is chosen every vehicle is shown (unchoosable), so the visitor sees the fleet.
  const shown = pickup ? relevantVehicles(config.vehicles, pickup) : config.vehicles
  const chosen = vehicle !== null && shown.includes(config.vehicles[vehicle]!) && ready ? vehicle : null
  const locationName = (key: string) => {
    const place = config.locations.find((l) => l.name_key === key)
    return place ? [place.city_name, place.point_name].filter(Boolean).join(' – ') : key
  }
  const locationOptions = config.locations.map((place) => ({ value: place.name_key, label: locationName(place.name_key) }))

  const choice: RentChoice | null =
    chosen !== null && dates.pickup && dates.dropoff
      ? {
          pickup,
          dropoff: different && dropoff ? dropoff : pickup,
          pickupAddress: additional.allow_custom_pickup ? pickupAddress.trim() : '',
          dropoffAddress: additional.allow_custom_dropoff ? dropoffAddress.trim() : '',
          pickupDate: dates.pickup,
          dropoffDate: dates.dropoff,
          vehicle: chosen,
        }
      : null

  return (
    <section className={`${tool.section} ${styles.section} ${fields.box_color}`} aria-label={texts.title} data-rent-a-car="">
      <div className={tool.inner}>
        <div className={styles.where}>
          <LocationSelect
            id={`${id}-pickup`}
            options={locationOptions}
            placeholder={texts.chooseLocation}
            label={texts.pickupLocation}
            value={pickup}
            onChange={(value) => {
              setPickup(value)
              setVehicle(null)
            }}
          />
          {additional.allow_custom_pickup && (
            <AddressField id={`${id}-pickup-address`} label={texts.customPickup} value={pickupAddress} onChange={setPickupAddress} />
          )}
          {additional.allow_different_dropoff && (
            <label className={styles.check}>
              <input type="checkbox" checked={different} onChange={(event) => setDifferent(event.target.checked)} />
              {texts.differentDropoff}
            </label>
          )}
          {additional.allow_different_dropoff && different && (
            <LocationSelect
              id={`${id}-dropoff`}
              options={locationOptions}
              placeholder={texts.chooseLocation}
              label={texts.dropoffLocation}
              value={dropoff}
              onChange={setDropoff}
            />
          )}
          {additional.allow_custom_dropoff && (
            <AddressField id={`${id}-dropoff-address`} label={texts.customDropoff} value={dropoffAddress} onChange={setDropoffAddress} />
          )}
          {fields.location_disclaimer && (
            <div className={`fc-prose ${styles.muted}`} dangerouslySetInnerHTML={{ __html: fields.location_disclaimer }} />
          )}
        </div>

        <div className={styles.when}>
          <h3 className={styles.stepTitle}>{texts.dates}</h3>
          {datesReady && !picking && (
            <p data-dates="">
              {formatDay(dates.pickup!, additional.date.locale, dateOptions)} –{' '}
              {formatDay(dates.dropoff!, additional.date.locale, dateOptions)}
            </p>
          )}
          {picking ? (
            <Suspense fallback={null}>
              <DatePicker
                texts={texts}
                value={dates}
                disabledDays={disabledDays}
                timeZone={data.timeZone}
                locale={additional.date.locale}
                dateOptions={dateOptions}
                onConfirm={(range) => {
                  setDates(range)
                  refocusDates.current = true
                  setPicking(false)
                }}
              />
            </Suspense>
          ) : (
            <button
              ref={datesButton}
              type="button"
              className={styles.secondary}
              aria-expanded={false}
              onPointerEnter={loadDatePicker}
              onFocus={loadDatePicker}
              onClick={() => setPicking(true)}
            >
              {datesReady ? texts.changeDates : texts.chooseDates}
            </button>
          )}
        </div>

        <div className={styles.fleet}>
          <h3 className={styles.stepTitle}>{texts.vehicles}</h3>
          {!ready && (
            <p id={`${id}-first`} className={styles.muted}>
              {texts.pickFirst}
            </p>
          )}
          {shown.length === 0 ? (
            <p className={styles.muted}>{texts.noVehicles}</p>
          ) : (
            <ul className={styles.cards}>
              {shown.map((car) => {
                const index = config.vehicles.indexOf(car)
                const price = car.price.daily === null ? '' : formatPrice(car.price.daily, 'value', priceFormat)
                const selected = chosen === index
                return (
                  <li key={index} className={`${styles.card} ${selected ? styles.cardChosen : ''}`} data-vehicle={car.display_name}>
                    {car.image_id ? (
                      <Image id={car.image_id} alt="" eager={false} ratio="16:9" sizes="(min-width: 60rem) 30vw, 100vw" />
                    ) : null}
                    <h4 className={styles.cardTitle}>{car.display_name}</h4>
                    {car.nameplate_name && <p className={styles.muted}>{car.nameplate_name}</p>}
                    {car.specification.length > 0 && (
                      <ul className={styles.specs}>
                        {car.specification.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                    )}
                    <p className={styles.price}>{price ? format(texts.priceFrom, { price }) : texts.priceOnRequest}</p>
                    <p className={styles.muted}>{format(texts.localizations, { count: car.locations.length })}</p>
                    <span className={styles.tipHost}>
                      <FocusableButton
                        className={selected ? styles.primary : styles.secondary}
                        aria-pressed={selected}
                        inactive={!ready}
                        aria-describedby={ready ? undefined : `${id}-tip-${index}`}
                        onClick={() => setVehicle(index)}
                      >
                        {format(texts.chooseVehicle, { name: car.display_name })}
                      </FocusableButton>
                      {!ready && (
                        <span role="tooltip" id={`${id}-tip-${index}`} className={styles.tip}>
                          {texts.pickFirst}
                        </span>
                      )}
                    </span>
                  </li>
                )
              })}
            </ul>
          )}
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={!choice} onClick={() => setOpen(true)}>
              {texts.continue}
            </button>
          </div>
        </div>
      </div>
      {open && choice && (
        <Suspense fallback={null}>
          <ReserveOverlay
            fields={fields}
            data={data}
            choice={choice}
            locationName={locationName}
            preview={Boolean(context.editing)}
            onClose={() => setOpen(false)}
            onDone={() => {
              setOpen(false)
              setVehicle(null)
              setDates({ pickup: null, dropoff: null })
              setSent((n) => n + 1)
            }}
          />
        </Suspense>
      )}
    </section>
  )
}

/** A location to choose: pick-up, and drop-off when it may differ. */
function LocationSelect(props: {
  id: string
  label: string
  placeholder: string
  options: { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className={tool.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} className={tool.control} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** An address of the visitor's own for pick-up or drop-off, where the block allows one. */
function AddressField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className={tool.field}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className={tool.control}
        value={props.value}
        maxLength={300}
        autoComplete="street-address"
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}
