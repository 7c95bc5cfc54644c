import { useState } from 'react'
import { useIsClient } from '~/ui/use-is-client.ts'
import { format } from '~/i18n/messages.ts'
import buttons from '~/ui/Button.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'
import type { BuildDetails, DetailsResult, JourneyBase, OrderTexts } from '../journey.server.ts'
import { localDeadline } from '../rules/soft-lock.ts'
import { initBuildReservation, initReservation, releaseReservation } from './journey-client.ts'
import { journeyStorage } from './journey-storage.ts'
import { InquiryForm } from './InquiryForm.tsx'
import { HeldVehicleModal } from './SoftLockModal.tsx'
import styles from './journey.module.css'

/**
 * spec 3 §2 vehicle/:vehicleId? — the journey's first screen: the vehicle, its reservation fee
 * and retailer, and the reserve CTA. Reserving takes the vehicle's soft lock (spec 3 §4); when
 * another shopper holds it, the initial soft-lock modal counts down to when it may be free.
 */
export function VehiclePage(props: {
  base: JourneyBase
  result: DetailsResult
  checkoutHref: string
  vehicleId: number | null
  confirmationBase: string
}) {
  const { texts, stockPage } = props.base
  // A car this browser has just ordered (met again by the browser's Back from its confirmation):
  // read once hydrated, the server knows nothing of the browser's storage.
  const { vehicleId } = props
  const ordered = useIsClient() && vehicleId !== null && props.result.kind !== 'found' ? journeyStorage.orderOf(vehicleId) : null
  const [busy, setBusy] = useState(false)
  const [heldUntil, setHeldUntil] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  if (ordered) {
    return (
      <section className={styles.page} aria-labelledby="journey-title">
        <h1 id="journey-title">{texts.journeyTitle}</h1>
        <p role="status">{format(texts.reservedByYou, { number: ordered })}</p>
        <a className={`${buttons.button} ${buttons.primary} ${buttons.medium}`} href={`${props.confirmationBase}${ordered}`}>
          {texts.seeReservation}
        </a>
      </section>
    )
  }
  if (props.result.kind !== 'found') {
    return (
      <section className={styles.page} aria-labelledby="journey-title">
        <h1 id="journey-title">{texts.journeyTitle}</h1>
        <p role="status">
          {props.result.kind === 'not-reservable'
            ? texts.notReservable
            : props.result.kind === 'not-found' && props.checkoutHref.includes('config_url=')
              ? texts.buildNotFound
              : texts.unavailable}
        </p>
        <a className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} href={stockPage}>
          {texts.backToStock}
        </a>
      </section>
    )
  }
  const { vehicle } = props.result

  async function reserve() {
    setBusy(true)
    setProblem(null)
    const stored = journeyStorage.softLock()
    const mine = stored && String(stored.vehicleId) === String(vehicle.id) ? stored.token : undefined
    const answer = vehicle.configUrl ? await initBuildReservation(vehicle.configUrl, mine) : await initReservation(vehicle.id, mine)
    setBusy(false)
    if (answer.ok) {
      // One journey per browser (spec 3 §3: the soft lock storage holds one vehicle): another car's
      // hold is given back, or it would keep that car from everyone, this shopper too, until it ran out.
      if (stored && !mine) void releaseReservation({ lock_id: stored.lockId, lock_token: stored.token })
      const lock = {
        vehicleId: String(vehicle.id),
        lockId: answer.data.lock_id,
        token: answer.data.lock_token!,
        expiresAt: localDeadline(answer.data.expires_in, new Date()),
      }
      // This vehicle's journey in this browser (given back, run out or still going) goes on with
      // what was entered, as the give-back dialog promises (ADR 099); any other starts afresh.
      if (mine) journeyStorage.renewLock(lock)
      else
        journeyStorage.startJourney({
          vehicleId: vehicle.id,
          detailsRoute: window.location.pathname + window.location.search,
          configUrl: vehicle.configUrl,
          lock,
        })
      window.location.assign(props.checkoutHref)
      return
    }
    if (answer.status === 409 && typeof answer.meta.held_for === 'number') {
      setHeldUntil(localDeadline(answer.meta.held_for, new Date()))
      return
    }
    setProblem(answer.status === 409 ? texts.unavailable : answer.status === 429 ? texts.tooManyHolds : answer.detail)
  }

  return (
    <section className={styles.page} aria-labelledby="journey-title">
      <p className={styles.eyebrow}>{texts.journeyTitle}</p>
      <h1 id="journey-title">{vehicle.title}</h1>
      <div className={styles.vehicle}>
        {vehicle.photo && <img src={vehicle.photo} alt="" width={640} height={360} className={styles.photo} />}
        <dl className={styles.facts}>
          {vehicle.build && <BuildFacts texts={texts} build={vehicle.build} />}
          {vehicle.price && (
            <>
              <dt>{vehicle.build ? texts.price : texts.vehicle}</dt>
              <dd data-testid="vehicle-price">{vehicle.price}</dd>
            </>
          )}
          {vehicle.ownerName && (
            <>
              <dt>{texts.retailer}</dt>
              <dd>{vehicle.ownerName}</dd>
            </>
          )}
          <dt>{texts.reservationFee}</dt>
          <dd data-testid="reservation-fee">{vehicle.free || !vehicle.feeText ? texts.noFee : vehicle.feeText}</dd>
        </dl>
      </div>
      {/* Keeps the focus while it asks, so the focus comes back to it when the held-vehicle modal closes. */}
      <FocusableButton className={`${buttons.button} ${buttons.primary} ${buttons.medium}`} inactive={busy} onClick={reserve}>
        {busy ? texts.reserving : vehicle.build ? texts.reserveBuild : texts.reserve}
      </FocusableButton>
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      {vehicle.build && (
        <section aria-labelledby="build-options">
          <h2 id="build-options">{texts.options}</h2>
          {vehicle.build.options.length === 0 ? (
            <p>{texts.noOptions}</p>
          ) : (
            <ul className={styles.options}>
              {vehicle.build.options.map((option) => (
                <li key={option.name}>
                  <span>{option.name}</span> {option.price && <span className={styles.muted}>{option.price}</span>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <details className={styles.inquiry}>
        <summary>{texts.askRetailer}</summary>
        <InquiryForm texts={texts} vehicle={vehicle} />
      </details>
      <p>
        <a href={vehicle.link}>{texts.backToVehicle}</a>
      </p>
      {heldUntil && (
        <HeldVehicleModal
          texts={texts}
          heldUntil={heldUntil}
          stockPage={stockPage}
          onTryAgain={() => {
            setHeldUntil(null)
            void reserve()
          }}
          onClose={() => setHeldUntil(null)}
        />
      )}
    </section>
  )
}

/** spec 3 §2 vehicle details of a configurator build (ADR 101): model, version, colour, year. */
function BuildFacts({ texts, build }: { texts: OrderTexts; build: BuildDetails }) {
  const rows: [string, string | number | null][] = [
    [texts.model, build.model],
    [texts.version, build.version],
    [texts.colour, build.color],
    [texts.modelYear, build.modelYear],
  ]
  return rows.map(([label, value]) =>
    value === null ? null : (
      <div key={label} className={styles.fact}>
        <dt>{label}</dt>
        <dd>{value}</dd>
      </div>
    ),
  )
}
