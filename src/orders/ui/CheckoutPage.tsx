import { isPhoneText } from '~/lib/phone-text.ts'
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import type { PublicForm } from '~/forms/public-form.ts'
import buttons from '~/ui/Button.module.css'
import { FocusableButton } from '~/ui/FocusableButton.tsx'
import { contactLine } from '~/forms/autocomplete.ts'
import type { FormField } from '~/forms/definition.ts'
import type { LeadValues } from '~/forms/rules.ts'
import { verifyPhone } from '~/forms/lead-client.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useIsClient } from '~/ui/use-is-client.ts'
import { useRootHeight } from '~/ui/use-root-height.ts'
import { formatCalendarDate, formatWallTime } from '~/ui/date-format.ts'
import { dayIn, localDateTime } from '~/ui/wall-clock.ts'
import type { CardFieldsHandle } from './LiveCardFields.tsx'
import { Field } from './Field.tsx'
import { format } from '~/i18n/messages.ts'
import { listSeparator } from '~/i18n/list-separator.ts'
import type { CheckoutContent, JourneyBase, JourneyRetailer, JourneyVehicle, OrderTexts } from '../journey.server.ts'
import { appointmentSlots, appointmentText, bookableDates } from '../rules/appointments.ts'
import { externalCheckoutUrl, type ExternalCheckout, type HandOff } from '../rules/external-checkout.ts'
import { countdownText, HOLD_WARNING_SECONDS, localDeadline, secondsLeft } from '../rules/soft-lock.ts'
import { declineReason } from '../rules/decline.ts'
import { STEP_PARAM } from '../rules/step-address.ts'
import { enableStep, goToStep, isNavTabActive, validateStep, type StepState } from '../rules/steps.ts'
import { monthsText, subscriptionText, yearlyMileageText, type SubscriptionProducts } from '../rules/subscription.ts'
import type { MileageUnit } from '~/stock/rules/units.ts'
import {
  isRegistrationDate,
  isRegistrationText,
  tradeInLabels,
  tradeInMileage,
  tradeInText,
  type TradeInCar,
  type TradeInChoice,
} from '../rules/trade-in.ts'
import type { TradeInOptions } from '../trade-in-options.server.ts'
import {
  confirmOrder,
  createOrder,
  createPaypalOrder,
  extendReservation,
  initBuildReservation,
  initReservation,
  payReservation,
  regionalCheckoutData,
  regionalResult,
  releaseReservation,
  type HoldProof,
} from './journey-client.ts'
import { journeyStorage, type JourneyData } from './journey-storage.ts'
import { HeldVehicleModal, SoftLockModal } from './SoftLockModal.tsx'
import { Modal } from '~/ui/Modal.tsx'
import { isEmailAddress } from '~/lib/email.ts'
import { formatStockPrice } from '~/pricing/stock-price.ts'
import styles from './journey.module.css'

/**
 * spec 3 §2 checkout: the numbered steps (purchase options, retailer, trade-in, your details,
 * appointment, summary with the terms, payment) with a top bar showing the hold's countdown.
 * Each step's data goes into the order-online storage as it is completed (spec 3 §3), so a
 * reload or a declined payment keeps it; the step rules of spec 3 §4 decide which tabs open.
 */

export type StepType = 'purchase' | 'retailer' | 'trade_in' | 'details' | 'booking' | 'authentication' | 'summary' | 'payment'
const ALL_STEPS: readonly StepType[] = ['purchase', 'retailer', 'trade_in', 'details', 'booking', 'authentication', 'summary', 'payment']
const STEP_LABEL: Record<StepType, keyof OrderTexts & `steps.${string}`> = {
  purchase: 'steps.purchase',
  retailer: 'steps.retailer',
  trade_in: 'steps.tradeIn',
  details: 'steps.details',
  booking: 'steps.booking',
  authentication: 'steps.authentication',
  summary: 'steps.summary',
  payment: 'steps.payment',
}
/** The reservation form (and the form rules' schemas) load when the shopper reaches its step, not with the checkout. */
const FormRenderer = lazy(() => import('~/forms/FormRenderer.tsx').then((module) => ({ default: module.FormRenderer })))

/** Stripe's card fields, a chunk of its own: only a market taking real cards loads it, at the payment step. */
const LiveCardFields = lazy(() => import('./LiveCardFields.tsx'))

const TEST_CARDS = ['pm_card_visa', 'pm_card_mastercard', 'pm_card_chargeDeclined'] as const
/** ADR 100: the wallet and regional vendors' types in the checkout config (spec 3 §3 checkout_payment.vendor.type). */
const WALLET_VENDOR = 'PAYPAL'
const REGIONAL_VENDOR = 'PRZELEWY24'

/** This checkout's address without what PayPal's way back adds to it (the vehicle's parameter stays). */
function checkoutAddress(): string {
  const url = new URL(window.location.href)
  for (const name of ['paypal', 'token', 'PayerID', 'przelewy24']) url.searchParams.delete(name)
  return url.toString()
}

/** Back from PayPal's page (ADR 100): `?paypal=return&token={order}` or `?paypal=cancel`; null otherwise. */
function paypalReturn(): { kind: 'return'; orderId: string } | { kind: 'cancel' } | { kind: 'regional' } | null {
  const params = new URLSearchParams(window.location.search)
  // Back from Przelewy24's page: whether it was paid the server asks the provider.
  if (params.get('przelewy24') === 'return') return { kind: 'regional' }
  const kind = params.get('paypal')
  const token = params.get('token') ?? ''
  if (kind === 'cancel') return { kind: 'cancel' }
  // Only the order id is read from the address; whether it was paid the server asks PayPal.
  if (kind === 'return' && /^[A-Z0-9]{1,64}$/.test(token)) return { kind: 'return', orderId: token }
  return null
}
const PAYMENT_OPTIONS = ['cash', 'finance', 'lease'] as const

export interface CheckoutProps {
  base: JourneyBase
  vehicle: JourneyVehicle
  retailers: JourneyRetailer[]
  content: CheckoutContent
  form: PublicForm | null
  /** The market's time zone (general.time_zone): the retailers' opening hours are its wall clock. */
  timeZone: string
  sandbox: boolean
  /** Stripe's publishable key when the market takes real cards (Stripe.js fields); null otherwise. */
  cardPublishableKey: string | null
  detailsHref: string
  /** The confirmation page's path without the order number. */
  confirmationBase: string
  /** The success page's path up to the order number (`…/success?order=`). */
  successBase: string
  /** The vehicle's single-vehicle API URL (the external checkout hand-off's vehicle_api_endpoint); null for a build. */
  vehicleApiEndpoint: string | null
  /** What the trade-in step offers (spec 3 §3 Trade-in); null when the market leaves the step out. */
  tradeInOptions: TradeInOptions | null
}

type Lock = HoldProof & { expiresAt: string }

/** Where the server points when it refuses an order's booked time. */
const APPOINTMENT_POINTER = '/order/metadata/appointment'

export function CheckoutPage(props: CheckoutProps) {
  const client = useIsClient()
  // spec 3 §2 checkout_authentication: its step only where the market turns it on (ADR 099).
  const steps = useMemo(
    () =>
      ALL_STEPS.filter(
        (step) => !props.content.hiddenSteps.includes(step) && (step !== 'authentication' || props.content.authentication.enabled),
      ),
    [props.content.hiddenSteps, props.content.authentication.enabled],
  )
  // The journey as stored in this browser (spec 3 §4 restore or reset): read once the page runs there.
  const stored = useMemo(() => (client ? storedJourney(props.vehicle.id, steps.length) : null), [client, props.vehicle.id, steps.length])
  const [rebooked, setRebooked] = useState<Journey | null>(null)
  if (!client) return <section className={styles.page} aria-busy="true" />
  const journey = rebooked ?? stored
  if (journey) return <Checkout {...props} steps={steps} initial={journey} />
  // ADR 099: a shopper who comes back to this vehicle's checkout after the hold ran out (or was
  // lost) gets the rebooking page, with everything entered kept; a browser that never held it (an
  // address shared or opened elsewhere) is told so, not that its time ran out.
  const expired = journeyStorage.softLock()
  if (expired && expired.vehicleId === String(props.vehicle.id))
    return (
      <RebookingPage
        {...props}
        token={expired.token}
        givenBack={Date.parse(expired.expiresAt) === 0}
        onRebooked={() => setRebooked(rebookedJourney(storedJourney(props.vehicle.id, steps.length), props, steps))}
      />
    )
  return <section className={styles.page}>{kickedOutModal(props, undefined, 'notHeld')}</section>
}

/** spec 3 §2 checkout_rebooking_page: start again on the same vehicle (or build) with the same data and steps. */
function RebookingPage(props: CheckoutProps & { token: string; givenBack: boolean; onRebooked: () => void }) {
  const { texts } = props.base
  const { vehicle } = props
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [gone, setGone] = useState(false)
  const [heldUntil, setHeldUntil] = useState<string | null>(null)
  async function rebook() {
    setBusy(true)
    setProblem(null)
    const answer = vehicle.configUrl
      ? await initBuildReservation(vehicle.configUrl, props.token)
      : await initReservation(vehicle.id, props.token)
    setBusy(false)
    if (answer.ok) {
      journeyStorage.renewLock({
        vehicleId: String(vehicle.id),
        lockId: answer.data.lock_id,
        token: answer.data.lock_token ?? props.token,
        expiresAt: localDeadline(answer.data.expires_in, new Date()),
      })
      props.onRebooked()
    } else if (answer.status === 409 && typeof answer.meta.held_for === 'number')
      // Another shopper holds it for now: when it may be free, and Try again, as on the car's page.
      setHeldUntil(localDeadline(answer.meta.held_for, new Date()))
    else if (answer.status === 409 || answer.status === 404) setGone(true)
    else setProblem(answer.detail)
  }
  return (
    <section className={styles.page} aria-labelledby="rebooking-title" data-testid="rebooking-page">
      <p className={styles.eyebrow}>{vehicle.title}</p>
      {/* The shopper left (the Leave button or a link of the site: giveBack): their time did not run out. */}
      <h1 id="rebooking-title">{props.givenBack ? texts.givenBackTitle : (props.content.rebooking.title ?? texts.rebookingTitle)}</h1>
      <p>{props.givenBack ? texts.givenBackText : (props.content.rebooking.text ?? texts.rebookingText)}</p>
      {gone ? (
        <p role="alert">{texts.unavailable}</p>
      ) : (
        <FocusableButton className={primary} inactive={busy} onClick={() => void rebook()}>
          {busy ? texts.rebooking : texts.rebook}
        </FocusableButton>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <p>
        <a href={props.base.stockPage}>{texts.backToStock}</a>
      </p>
      {heldUntil && (
        <HeldVehicleModal
          texts={texts}
          heldUntil={heldUntil}
          stockPage={props.base.stockPage}
          onTryAgain={() => {
            setHeldUntil(null)
            void rebook()
          }}
          onClose={() => setHeldUntil(null)}
        />
      )}
    </section>
  )
}

/**
 * The shopper leaves the checkout: the hold is released (only the holder's own, ADR 099) and the
 * stored one marked run out, so coming back to this vehicle shows the rebooking page with
 * everything entered kept.
 */
function giveBack(lock: Lock, vehicleId: number) {
  expireStoredLock(lock, vehicleId)
  void releaseReservation({ lock_id: lock.lock_id, lock_token: lock.lock_token })
}

/**
 * The stored hold marked run out: this vehicle's checkout then shows the rebooking page, with the
 * data kept. Its deadline is the epoch, which no hold of the server's has: the page tells the
 * shopper who left from one whose time ran out.
 */
const expireStoredLock = (lock: Lock, vehicleId: number) =>
  journeyStorage.renewLock({
    vehicleId: String(vehicleId),
    lockId: lock.lock_id,
    token: lock.lock_token,
    expiresAt: new Date(0).toISOString(),
  })

/** The journey without its booked time, back at the booking step (no longer validated) to choose another. */
function withoutAppointment(data: JourneyData, state: StepState, steps: StepType[]) {
  const booking = steps.indexOf('booking')
  return {
    data: { ...data, appointment: null },
    state: booking < 0 ? state : goToStep(validateStep(state, booking, 'booking', false), booking),
  }
}

/**
 * A journey started again under a new hold keeps its booked time only while the booking step would
 * offer it now (the server counts the lead from the new hold); else the shopper chooses again.
 */
function rebookedJourney(journey: Journey | null, props: CheckoutProps, steps: StepType[]): Journey | null {
  if (!journey || bookable(props, journey.data, new Date())) return journey
  const kept = withoutAppointment(journey.data, journey.state, steps)
  journeyStorage.saveData(kept.data)
  journeyStorage.saveSteps(kept.state)
  return { ...journey, ...kept, appointmentGone: true }
}

/**
 * Whether the journey's booked time (if any) is one the booking step offers at `now`, read on the
 * market's clock; `leadMinutes` 0 asks only that it has not begun.
 */
function bookable(props: CheckoutProps, data: JourneyData, now: Date, leadMinutes?: number) {
  if (!data.appointment) return true
  const hours = chosenRetailer(props.retailers, data.retailerId)?.openingHours ?? []
  return appointmentSlots(hours, data.appointment.date, localDateTime(now, props.timeZone), { leadMinutes }).includes(data.appointment.time)
}

type Journey = NonNullable<ReturnType<typeof storedJourney>> & { appointmentGone?: boolean }

/** The stored hold of this vehicle with its data and steps; null when it has none or it ran out. */
function storedJourney(vehicleId: number, stepCount: number) {
  const lock = journeyStorage.softLock()
  if (!lock || lock.vehicleId !== String(vehicleId) || secondsLeft(lock.expiresAt, new Date()) <= 0) return null
  return {
    lock: { lock_id: lock.lockId, lock_token: lock.token, expiresAt: lock.expiresAt },
    data: journeyStorage.data(vehicleId),
    state: journeyStorage.steps(stepCount),
  }
}

/**
 * spec 3 §4 the "kicked out" modal, saying why: the hold ran out; the server no longer has it while
 * the countdown had time left (`lost`: given back from another tab or window); or this browser never
 * held this vehicle (`notHeld`: a checkout address shared or opened elsewhere).
 */
function kickedOutModal(props: CheckoutProps, rebook?: () => void, why: 'ranOut' | 'lost' | 'notHeld' = 'ranOut') {
  const { texts } = props.base
  const words = {
    ranOut: { title: texts.kickedTitle, text: texts.kickedText },
    lost: { title: texts.lostTitle, text: texts.lostText },
    notHeld: { title: texts.notHeldTitle, text: texts.notHeldText },
  }
  const { title, text } = words[why]
  return (
    <SoftLockModal
      title={title}
      text={text}
      action={rebook ? { label: texts.startAgain, onClick: rebook } : { label: texts.startAgain, href: props.detailsHref }}
      secondary={{ label: texts.backToStock, href: props.base.stockPage }}
      dismissible={false}
    />
  )
}

function Checkout(props: CheckoutProps & { steps: StepType[]; initial: Journey }) {
  const { texts } = props.base
  const { vehicle, steps } = props
  const [state, setState] = useState<StepState>(props.initial.state)
  const [data, setData] = useState<JourneyData>(props.initial.data)
  const [lock, setLock] = useState<Lock>(props.initial.lock)
  const [lost, setLost] = useState(false)
  const [leaving, setLeaving] = useState(false)
  const [now, setNow] = useState(() => new Date())
  const headingRef = useRef<HTMLHeadingElement>(null)
  const topBar = useRef<HTMLDivElement>(null)
  useRootHeight(topBar, '--fc-journey-bar-height')
  // Arrived from "Reserve this vehicle" (the button is gone), the focus starts at the step's heading, as after each step.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), [])

  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  // ADR 099: a shopper who leaves gives the vehicle back at once, not when the hold runs out. Moving
  // to another page of the site unmounts the checkout; React also unmounts it once on a development
  // remount, when the address has not changed, so only a changed address counts as leaving. A
  // payment's hand-off to the provider's page or a reload keeps the hold (nothing is unmounted).
  const held = useRef(lock)
  useEffect(() => {
    held.current = lock
  }, [lock])
  useEffect(() => {
    if (vehicle.configUrl) return
    const path = window.location.pathname
    return () => {
      setTimeout(() => {
        if (window.location.pathname !== path) giveBack(held.current, vehicle.id)
      }, 0)
    }
  }, [vehicle])
  const counted = secondsLeft(lock.expiresAt, now)
  // A hold the server no longer has shows no time left, whatever the countdown had.
  const left = lost ? 0 : counted
  // spec 3 §4: the "kicked out" modal once the hold ran out or the server says it is lost.
  const kickedOut = lost || left <= 0
  // WCAG 2.2.1: warned before the hold ends, with time to keep it by one action; once per end
  // (closing the warning keeps the countdown, keeping the hold moves its end).
  const [warnedOf, setWarnedOf] = useState<string | null>(null)
  const warning = !vehicle.configUrl && !kickedOut && left <= HOLD_WARNING_SECONDS && warnedOf !== lock.expiresAt

  const save = useCallback((next: JourneyData) => {
    setData(next)
    journeyStorage.saveData(next)
  }, [])

  // ADR 099: each step moved to is an entry of the browser's history (`?step=`), so Back and
  // Forward go from step to step; the entry the checkout was opened at shows the step it opened on.
  const navigate = useNavigate()
  const location = useLocation()
  const navigationType = useNavigationType()
  const openedAt = useRef(props.initial.state.active)
  const showStep = useCallback(
    (next: StepState, how: 'push' | 'replace') => {
      const params = new URLSearchParams(window.location.search)
      params.set(STEP_PARAM, steps[next.active]!)
      void navigate({ search: `?${params}` }, { replace: how === 'replace', preventScrollReset: true })
    },
    [navigate, steps],
  )
  const urlStep = new URLSearchParams(location.search).get(STEP_PARAM)
  const [movedThroughHistory, setMovedThroughHistory] = useState(0)
  useEffect(() => {
    if (navigationType !== 'POP') return
    const index = urlStep === null ? openedAt.current : steps.indexOf(urlStep as StepType)
    if (index === state.active) return
    // A step the journey cannot show (not reached yet, or reset since) leaves the one shown, and the
    // address says which (a page opened at `?step=payment` with the shopper at the details step).
    if (index < 0 || !isNavTabActive(state, index)) {
      if (urlStep !== null) showStep(state, 'replace')
      return
    }
    const next = goToStep(state, index)
    setState(next)
    journeyStorage.saveSteps(next)
    setMovedThroughHistory((moves) => moves + 1)
    // Runs when the shopper moves through the history, with the steps as they are then.
  }, [location.key]) // eslint-disable-line react-hooks/exhaustive-deps
  // Once the step moved to has rendered, its heading takes the focus and the top of the window:
  // the browser would otherwise restore where the shopper was on that entry, which on a step now
  // shorter (details already sent) is past its end, at the footer.
  useEffect(() => {
    if (movedThroughHistory === 0) return
    headingRef.current?.focus({ preventScroll: true })
    headingRef.current?.scrollIntoView({ block: 'start' })
  }, [movedThroughHistory])

  /**
   * The hold extended, and the countdown set to the server's end: after a step, and after a
   * declined card (the payment held the car for 30 minutes; the countdown said 0:00 at 15).
   */
  const extendHold = useCallback(async () => {
    const extended = await extendReservation(lock)
    if (extended.ok) {
      // The countdown reads the same instant the deadline was taken from, not the last tick's (which showed 15:01).
      const at = new Date()
      const expiresAt = localDeadline(extended.data.expires_in, at)
      setLock({ ...lock, expiresAt })
      // Kept with the journey too: a reload counts down from the extended hold, not the first.
      journeyStorage.renewLock({ vehicleId: String(vehicle.id), lockId: lock.lock_id, token: lock.lock_token, expiresAt })
      setNow(at)
    } else if (extended.status === 409) setLost(true)
  }, [lock, vehicle.id])

  /** The step is done: validated, the next enabled and active; the hold is extended meanwhile. */
  const complete = useCallback(
    async (index: number) => {
      let next = validateStep(state, index, steps[index]!, true)
      if (index + 1 < steps.length) next = goToStep(enableStep(next, index + 1), index + 1)
      setState(next)
      journeyStorage.saveSteps(next)
      if (next.active !== state.active) showStep(next, 'push')
      headingRef.current?.focus()
      await extendHold()
    },
    [state, steps, showStep, extendHold],
  )
  // Why a shopper sent back to the booking step is there (their time could not be kept).
  const [bookingProblem, setBookingProblem] = useState<string | null>(props.initial.appointmentGone ? texts.appointmentGone : null)
  /** The booked time can no longer be kept (begun, or refused by the server): back to the booking step to choose another. */
  const appointmentGone = () => {
    const next = withoutAppointment(data, state, steps)
    save(next.data)
    setState(next.state)
    journeyStorage.saveSteps(next.state)
    showStep(next.state, 'replace')
    setBookingProblem(texts.appointmentGone)
    headingRef.current?.focus()
  }
  const open = (index: number) => {
    if (!isNavTabActive(state, index)) return
    const next = goToStep(state, index)
    setState(next)
    journeyStorage.saveSteps(next)
    if (index !== state.active) showStep(next, 'push')
  }

  const active = steps[state.active] ?? steps[0]!
  const stepBody: Record<StepType, ReactNode> = {
    purchase: (
      <PurchaseStep
        texts={texts}
        data={data}
        vehicle={vehicle}
        products={props.content.subscription}
        locale={props.base.locale}
        unit={props.base.mileageUnit}
        onDone={(next) => (save(next), void complete(state.active))}
      />
    ),
    retailer: (
      <RetailerStep
        texts={texts}
        data={data}
        retailers={props.retailers}
        vehicle={vehicle}
        onDone={(next) => (save(next), void complete(state.active))}
      />
    ),
    trade_in: (
      <TradeInStep
        texts={texts}
        data={data}
        options={props.tradeInOptions}
        locale={props.base.locale}
        timeZone={props.timeZone}
        onDone={(next) => (save(next), void complete(state.active))}
      />
    ),
    details: (
      <DetailsStep
        texts={texts}
        data={data}
        form={props.form}
        vehicle={vehicle}
        retailers={props.retailers}
        content={props.content}
        locale={props.base.locale}
        onDone={(next) => (save(next), void complete(state.active))}
      />
    ),
    booking: (
      <BookingStep
        texts={texts}
        data={data}
        retailers={props.retailers}
        locale={props.base.locale}
        timeZone={props.timeZone}
        problem={bookingProblem}
        onDone={(next) => (setBookingProblem(null), save(next), void complete(state.active))}
      />
    ),
    authentication: (
      <AuthenticationStep texts={texts} data={data} content={props.content} onDone={(next) => (save(next), void complete(state.active))} />
    ),
    summary: (
      <SummaryStep
        texts={texts}
        data={data}
        vehicle={vehicle}
        retailers={props.retailers}
        content={props.content}
        locale={props.base.locale}
        unit={props.base.mileageUnit}
        onDone={(next) => (save(next), void complete(state.active))}
      />
    ),
    payment: props.content.externalCheckout ? (
      <HandOffStep
        texts={texts}
        config={props.content.externalCheckout}
        handOff={{
          opportunityId: lock.lock_id,
          vehicleStockId: vehicle.configUrl ? null : vehicle.id,
          vehicleApiEndpoint: props.vehicleApiEndpoint,
        }}
      />
    ) : (
      <PaymentStep
        texts={texts}
        data={data}
        vehicle={vehicle}
        lock={lock}
        sandbox={props.sandbox}
        cardPublishableKey={props.cardPublishableKey}
        content={props.content}
        language={props.base.language}
        // The booked time, checked again at payment: a renewed or long hold can outlast it.
        appointmentBegun={() => !bookable(props, data, new Date(), 0)}
        onAppointmentGone={appointmentGone}
        onKickedOut={() => setLost(true)}
        onDeclined={() => void extendHold()}
        onOrdered={(number) => {
          journeyStorage.ordered(number)
          // The success route sends a confirmed order on to its confirmation page (ADR 099).
          window.location.assign(`${props.successBase}${encodeURIComponent(number)}`)
        }}
      />
    ),
  }

  return (
    <section className={styles.page} aria-labelledby="checkout-title">
      <div className={styles.topBar} ref={topBar}>
        <span className={styles.topTitle}>{vehicle.title}</span>
        {/* A build is made to order: nothing is held for the shopper, so no countdown (ADR 101). */}
        {!vehicle.configUrl && (
          <span className={styles.hold}>
            <span role="timer" aria-live="off" data-testid="hold-countdown">
              {format(texts.timeLeft, { time: countdownText(left) })}
            </span>
            <button type="button" className={`${buttons.button} ${buttons.tertiary} ${buttons.small}`} onClick={() => setLeaving(true)}>
              {texts.leave}
            </button>
          </span>
        )}
      </div>
      <Modal
        open={warning}
        onClose={() => setWarnedOf(lock.expiresAt)}
        title={texts.holdEndingTitle}
        describedBy="checkout-hold-ending-text"
        className={styles.modal}
      >
        <p id="checkout-hold-ending-text">{format(texts.holdEndingText, { time: countdownText(left) })}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary} ${buttons.medium}`}
            data-autofocus
            onClick={() => {
              setWarnedOf(lock.expiresAt)
              void extendHold()
            }}
          >
            {texts.keepHeld}
          </button>
        </div>
      </Modal>
      {/* Giving the car back cannot be undone (another shopper may take it): asked once, keeping it the answer focused. */}
      <Modal
        open={leaving}
        onClose={() => setLeaving(false)}
        title={texts.leaveTitle}
        describedBy="checkout-leave-text"
        closeButton={false}
        className={styles.modal}
      >
        <p id="checkout-leave-text">{texts.leaveText}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary} ${buttons.medium}`}
            data-autofocus
            onClick={() => setLeaving(false)}
          >
            {texts.keepHeld}
          </button>
          <button
            type="button"
            className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`}
            onClick={() => {
              giveBack(lock, vehicle.id)
              window.location.assign(props.detailsHref)
            }}
          >
            {texts.leaveConfirm}
          </button>
        </div>
      </Modal>
      <nav aria-label={texts.journeyTitle}>
        <ol className={styles.steps}>
          {steps.map((step, index) => {
            const label = props.content.stepLabels[step] ?? texts[STEP_LABEL[step]]
            const reachable = isNavTabActive(state, index)
            return (
              <li key={step} aria-current={index === state.active ? 'step' : undefined}>
                <button type="button" disabled={!reachable} onClick={() => open(index)} className={styles.stepTab}>
                  <span className={styles.stepNumber}>{index + 1}</span> {label}
                </button>
              </li>
            )
          })}
        </ol>
      </nav>
      <h1 id="checkout-title" ref={headingRef} tabIndex={-1}>
        <span className={styles.eyebrow}>{format(texts.step, { n: state.active + 1, total: steps.length })}</span>{' '}
        {props.content.stepLabels[active] ?? texts[STEP_LABEL[active]]}
      </h1>
      <div className={styles.stepBody}>{stepBody[active]}</div>
      {kickedOut &&
        kickedOutModal(
          props,
          () => {
            expireStoredLock(lock, vehicle.id)
            window.location.reload()
          },
          lost && counted > 0 ? 'lost' : 'ranOut',
        )}
    </section>
  )
}

interface StepProps {
  texts: OrderTexts
  data: JourneyData
  onDone: (data: JourneyData) => void
}

const primary = `${buttons.button} ${buttons.primary} ${buttons.medium}`

function Continue({ texts, disabled }: { texts: OrderTexts; disabled?: boolean }) {
  return (
    <button type="submit" className={primary} disabled={disabled}>
      {texts.next}
    </button>
  )
}

/**
 * spec 3 §2 purchase options: cash, finance, lease, and a subscription for a car with a subscribe
 * price, whose length and yearly mileage the shopper chooses from the market's (ADR 195).
 */
function PurchaseStep(props: StepProps & { vehicle: JourneyVehicle; products: SubscriptionProducts; locale: string; unit: MileageUnit }) {
  const { texts, data, vehicle, products, onDone } = props
  const ui = useUiTexts()
  const offered: readonly string[] = vehicle.subscriptionPrice ? [...PAYMENT_OPTIONS, 'subscription'] : PAYMENT_OPTIONS
  const [option, setOption] = useState(() => {
    const wanted = data.paymentOption ?? data.preselectedPaymentOption ?? 'cash'
    return offered.includes(wanted) ? wanted : 'cash'
  })
  // A stored choice the market no longer offers is chosen again.
  const kept = (value: number | undefined, list: number[]) => (value !== undefined && list.includes(value) ? String(value) : '')
  const [choice, setChoice] = useState({
    duration: kept(data.subscription?.duration, products.durations),
    mileage: kept(data.subscription?.mileage, products.mileages),
  })
  const [errors, setErrors] = useState<{ duration?: string; mileage?: string }>({})
  const quote = data.quote
  function submit(event: FormEvent) {
    event.preventDefault()
    const subscribing = option === 'subscription'
    const found = subscribing
      ? { ...(choice.duration ? {} : { duration: texts.required }), ...(choice.mileage ? {} : { mileage: texts.required }) }
      : {}
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`subscription-${first}`)?.focus()
      return
    }
    onDone({
      ...data,
      paymentOption: option,
      subscription: subscribing ? { duration: Number(choice.duration), mileage: Number(choice.mileage) } : null,
    })
  }
  const list = (key: 'duration' | 'mileage', label: string, values: number[], name: (value: number) => string) => (
    <Field id={`subscription-${key}`} label={label} required error={errors[key]}>
      <select
        id={`subscription-${key}`}
        aria-required
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `subscription-${key}-error` : undefined}
        value={choice[key]}
        onChange={(event) => setChoice({ ...choice, [key]: event.target.value })}
      >
        <option value="">{ui.choose}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {name(value)}
          </option>
        ))}
      </select>
    </Field>
  )
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend>{texts.purchaseHint}</legend>
        {offered.map((value) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="purchase" value={value} checked={option === value} onChange={() => setOption(value)} />
            {texts[`purchaseOptions.${value as 'cash'}`]}
          </label>
        ))}
      </fieldset>
      {option === 'lease' && quote?.monthly != null && quote.durationMonths != null && (
        <p>
          {format(texts.quoteFrom, {
            monthly: formatStockPrice(quote.monthly, 'value', vehicle.priceFormat, { stripTags: true }) || String(quote.monthly),
            months: quote.durationMonths,
          })}
        </p>
      )}
      {option === 'subscription' && (
        <>
          <p>{format(texts.subscriptionPrice, { price: vehicle.subscriptionPrice ?? '' })}</p>
          <div className={styles.grid}>
            {list('duration', texts.subscriptionDuration, products.durations, (months) => monthsText(months, props.locale))}
            {list('mileage', texts.subscriptionMileage, products.mileages, (mileage) =>
              yearlyMileageText(mileage, props.unit, props.locale),
            )}
          </div>
        </>
      )}
      <Continue texts={texts} />
    </form>
  )
}

/** The retailer the shopper chose at the retailer step, when it is one of the market's. */
const chosenRetailer = (retailers: JourneyRetailer[], retailerId: number | null) => retailers.find((r) => r.id === retailerId)

function RetailerStep({ texts, data, retailers, vehicle, onDone }: StepProps & { retailers: JourneyRetailer[]; vehicle: JourneyVehicle }) {
  const preferred = retailers.find((r) => r.code === vehicle.ownerId) ?? retailers[0]
  const [chosen, setChosen] = useState<number | null>(data.retailerId ?? preferred?.id ?? null)
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        const retailer = retailers.find((r) => r.id === chosen)
        onDone({
          ...data,
          retailerId: retailer?.id ?? null,
          retailerDetails: retailer && {
            name: retailer.name,
            address: retailer.street,
            zipcode: retailer.postcode,
            city: retailer.city,
            phone: retailer.phone,
            email: retailer.email,
          },
        })
      }}
    >
      <fieldset className={styles.choices}>
        <legend>{texts.chooseRetailer}</legend>
        {retailers.map((retailer) => (
          <label key={retailer.id} className={styles.choice}>
            <input
              type="radio"
              name="retailer"
              value={retailer.id}
              checked={chosen === retailer.id}
              onChange={() => setChosen(retailer.id)}
            />
            <span>
              <strong>{retailer.name}</strong>
              {retailer.address && <span className={styles.muted}> — {retailer.address}</span>}
            </span>
          </label>
        ))}
      </fieldset>
      <Continue texts={texts} disabled={retailers.length > 0 && chosen === null} />
    </form>
  )
}

type TradeInList = 'brand' | 'model' | 'bodyType' | 'fuelType'
type TradeInField = TradeInList | 'registrationDate' | 'registration' | 'mileage'
/** What the step requires of a car to trade in: which car it is and its plate. */
const TRADE_IN_REQUIRED: readonly TradeInField[] = ['brand', 'model', 'registration']

/**
 * spec 3 §3 Trade-in: the car's brand, model, body and fuel type chosen from the options of the
 * inventory service (a list that came empty is typed instead), its first registration, plate and
 * mileage; stored as spec 3 §3's trade-in data (isTradeInOn, rawData).
 */
function TradeInStep(props: StepProps & { options: TradeInOptions | null; locale: string; timeZone: string }) {
  const { texts, data, options, locale, onDone } = props
  const ui = useUiTexts()
  const stored = data.tradeInData?.rawData
  const [has, setHas] = useState(Boolean(data.tradeInData?.isTradeInOn))
  const [values, setValues] = useState<Record<TradeInField, string>>({
    brand: stored?.brand?.name ?? '',
    model: stored?.model?.name ?? '',
    bodyType: stored?.bodyType?.name ?? '',
    fuelType: stored?.fuelType?.name ?? '',
    registrationDate: stored?.registrationDate?.date ?? '',
    registration: stored?.registration ?? '',
    mileage: stored?.mileage ? new Intl.NumberFormat(locale).format(Number(stored.mileage)) : '',
  })
  const [errors, setErrors] = useState<Partial<Record<TradeInField, string>>>({})
  // A model the service names with its brand is offered once that brand is chosen; one without, always.
  const lists: Record<TradeInList, TradeInChoice[]> = {
    brand: options?.brands ?? [],
    model: (options?.models ?? []).filter((model) => !model.brand || !values.brand || model.brand === values.brand),
    bodyType: options?.bodyTypes ?? [],
    fuelType: options?.fuelTypes ?? [],
  }
  // A car first registered today is one; tomorrow is not a day it could have been, on the market's clock.
  const today = dayIn(new Date(), props.timeZone)
  const set = (key: TradeInField) => (event: { target: { value: string } }) =>
    // Another brand's models are not this one's: the model is chosen again.
    setValues({ ...values, [key]: event.target.value, ...(key === 'brand' && lists.model.length > 0 ? { model: '' } : {}) })
  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Partial<Record<TradeInField, string>> = {}
    const mileage = tradeInMileage(values.mileage)
    if (has) {
      for (const key of TRADE_IN_REQUIRED) if (!values[key].trim()) found[key] = texts.required
      if (!found.registration && !isRegistrationText(values.registration)) found.registration = texts.tradeInRegistrationInvalid
      if (values.registrationDate && !isRegistrationDate(values.registrationDate, today))
        found.registrationDate = texts.tradeInRegistrationDateInvalid
      if (mileage === null) found.mileage = texts.tradeInMileageInvalid
    }
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`trade-in-${first}`)?.focus()
      return
    }
    // The option chosen keeps its value (the service's key) beside its name; a typed one is both.
    const choice = (key: TradeInList) => {
      const name = values[key].trim()
      const option = lists[key].find((offered) => offered.name === name)
      return name ? { value: option?.value ?? name, name } : null
    }
    const car: TradeInCar = {
      brand: choice('brand'),
      model: choice('model'),
      bodyType: choice('bodyType'),
      fuelType: choice('fuelType'),
      registrationDate: values.registrationDate ? { date: values.registrationDate } : null,
      // As the number plate writes it (a script without cases is as typed).
      registration: values.registration.trim().toLocaleUpperCase(locale),
      mileage: mileage ?? '',
    }
    // Answering No keeps the car typed, for a shopper who changes their mind; the order carries it only with Yes.
    onDone({ ...data, tradeInData: { isTradeInOn: has, rawData: car } })
  }
  const described = (key: TradeInField) => ({
    id: `trade-in-${key}`,
    'aria-required': TRADE_IN_REQUIRED.includes(key) || undefined,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `trade-in-${key}-error` : undefined,
    value: values[key],
    onChange: set(key),
  })
  const field = (key: TradeInField, label: string, control: ReactNode) => (
    <Field id={`trade-in-${key}`} label={label} required={TRADE_IN_REQUIRED.includes(key)} error={errors[key]}>
      {control}
    </Field>
  )
  const list = (key: TradeInList, label: string) =>
    field(
      key,
      label,
      lists[key].length > 0 ? (
        <select {...described(key)}>
          <option value="">{ui.choose}</option>
          {/* What the shopper gave before, which the list no longer offers, stays shown as given. */}
          {values[key] && !lists[key].some((option) => option.name === values[key]) && <option value={values[key]}>{values[key]}</option>}
          {lists[key].map((option, index) => (
            // A service may name two options alike: React keys them by place.
            <option key={index} value={option.name}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <input {...described(key)} maxLength={100} />
      ),
    )
  return (
    <form onSubmit={submit} noValidate>
      <fieldset className={styles.choices}>
        <legend>{texts.tradeInQuestion}</legend>
        <label className={styles.choice}>
          <input type="radio" name="has-trade-in" checked={!has} onChange={() => setHas(false)} /> {texts.tradeInNo}
        </label>
        <label className={styles.choice}>
          <input type="radio" name="has-trade-in" checked={has} onChange={() => setHas(true)} /> {texts.tradeInYes}
        </label>
      </fieldset>
      {has && (
        <div className={styles.grid}>
          {list('brand', texts.tradeInBrand)}
          {list('model', texts.tradeInModel)}
          {list('bodyType', texts.tradeInBodyType)}
          {list('fuelType', texts.tradeInFuelType)}
          {field('registration', texts.tradeInRegistration, <input {...described('registration')} maxLength={100} />)}
          {field(
            'registrationDate',
            texts.tradeInRegistrationDate,
            <input {...described('registrationDate')} type="date" min="1900-01-01" max={today} />,
          )}
          {field('mileage', texts.tradeInMileage, <input {...described('mileage')} maxLength={100} inputMode="numeric" />)}
        </div>
      )}
      <Continue texts={texts} />
    </form>
  )
}

function DetailsStep(
  props: StepProps & {
    form: PublicForm | null
    vehicle: JourneyVehicle
    retailers: JourneyRetailer[]
    content: CheckoutContent
    locale: string
  },
) {
  const { texts, data, onDone } = props
  const ui = useUiTexts()
  const [values, setValues] = useState(data.customer ?? { first_name: '', last_name: '', email: '', phone: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  // The reservation form already sent, shown again to correct it: what is sent then is a new lead.
  const [changing, setChanging] = useState(false)
  const reservationForm = props.form
  // The retailer the shopper chose at the retailer step, as the summary names it; else the car's own.
  const retailer = chosenRetailer(props.retailers, data.retailerId)?.name || props.vehicle.ownerName
  if (reservationForm && (!data.leadId || changing)) {
    // The market's reservation form of the forms back office (ADR 099): its lead is the order's.
    return (
      <div>
        {props.content.details.text && <p>{props.content.details.text}</p>}
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <FormRenderer
            form={reservationForm.form}
            locations={reservationForm.locations}
            formToken={reservationForm.formToken}
            // Rendered for this shopper's request (the journey's pages are never cached).
            freshFormToken
            // The car and the retailer for the form's hidden fields of these ids (as a showroom's
            // forms give them), so the retailer's e-mail names what is being reserved, and where.
            hiddenFields={{ vehicle: props.vehicle.title, ...(retailer ? { retailer } : {}) }}
            initial={changing ? (data.leadValues ?? undefined) : undefined}
            focusFirstField={changing}
            additionalData={{
              ...(props.vehicle.configUrl ? { config_url: props.vehicle.configUrl } : { vehicle_id: props.vehicle.id }),
              vehicle: props.vehicle.title,
              journey: 'order_online',
              // The retailer's back office tells the correction from a second shopper.
              ...(changing && data.leadId ? { replaces_lead: data.leadId } : {}),
            }}
            onSent={(leadId, values) =>
              onDone({
                ...data,
                leadId: Number(leadId),
                // The fields the shopper filled: the hidden ones follow the steps (a retailer chosen again).
                leadValues: Object.fromEntries(
                  Object.entries(values).filter(
                    ([id]) => reservationForm.form.definition.fields.find((f) => f.id === id)?.type !== 'hidden',
                  ),
                ),
                contact: summaryContact(reservationForm.form.definition.fields, values, listSeparator(props.locale)) || null,
              })
            }
          />
        </Suspense>
      </div>
    )
  }
  if (props.form && data.leadId) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onDone(data)
        }}
      >
        <p role="status">✓ {texts['steps.details']}</p>
        {data.contact && <p>{data.contact}</p>}
        <div className={styles.actions}>
          <Continue texts={texts} />
          <button type="button" className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} onClick={() => setChanging(true)}>
            {texts.changeDetails}
          </button>
        </div>
      </form>
    )
  }
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues({ ...values, [key]: event.target.value })
  function submit(event: FormEvent) {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!values.first_name.trim()) found.first_name = texts.required
    if (!values.last_name.trim()) found.last_name = texts.required
    if (!values.email.trim()) found.email = texts.required
    else if (!isEmailAddress(values.email.trim())) found.email = texts.invalidEmail
    if (values.phone.trim() && !isPhoneText(values.phone)) found.phone = ui.rulePhone
    setErrors(found)
    const first = Object.keys(found)[0]
    if (first) {
      document.getElementById(`customer-${first}`)?.focus()
      return
    }
    onDone({ ...data, customer: values })
  }
  const input = (key: keyof typeof values, label: string, type = 'text', autoComplete?: string) => (
    <Field id={`customer-${key}`} label={label} required={key !== 'phone'} error={errors[key]}>
      <input
        id={`customer-${key}`}
        aria-required={key !== 'phone' || undefined}
        type={type}
        value={values[key]}
        onChange={set(key)}
        maxLength={200}
        autoComplete={autoComplete}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `customer-${key}-error` : undefined}
      />
    </Field>
  )
  return (
    <form onSubmit={submit} noValidate>
      {props.content.details.text && <p>{props.content.details.text}</p>}
      <div className={styles.grid}>
        {input('first_name', texts.firstName, 'text', 'given-name')}
        {input('last_name', texts.lastName, 'text', 'family-name')}
        {input('email', texts.email, 'email', 'email')}
        {input('phone', texts.phone, 'tel', 'tel')}
      </div>
      <Continue texts={texts} />
    </form>
  )
}

function BookingStep({
  texts,
  data,
  retailers,
  locale,
  timeZone,
  problem,
  onDone,
}: StepProps & { retailers: JourneyRetailer[]; locale: string; timeZone: string; problem: string | null }) {
  const hours = useMemo(() => chosenRetailer(retailers, data.retailerId)?.openingHours ?? [], [retailers, data.retailerId])
  // The market's wall clock, not the browser's: a shopper abroad books the retailer's own hours.
  const [today] = useState(() => localDateTime(new Date(), timeZone))
  // The dates with a time left to book (today's may all be past).
  const dates = useMemo(() => bookableDates(hours, today).filter((d) => appointmentSlots(hours, d, today).length > 0), [hours, today])
  const [date, setDate] = useState(
    data.appointment?.date && dates.includes(data.appointment.date) ? data.appointment.date : (dates[0] ?? ''),
  )
  const slots = useMemo(() => (date ? appointmentSlots(hours, date, today) : []), [hours, date, today])
  const [time, setTime] = useState(data.appointment?.time ?? '')
  const [error, setError] = useState<string | null>(null)
  if (hours.length === 0) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onDone({ ...data, appointment: null })
        }}
      >
        <p>{texts.noOpeningHours}</p>
        <Continue texts={texts} />
      </form>
    )
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!slots.includes(time)) {
          setError(texts.required)
          document.getElementById('appointment-time')?.focus()
          return
        }
        onDone({ ...data, appointment: { date, time } })
      }}
    >
      {problem && (
        <p role="alert" className={styles.error}>
          {problem}
        </p>
      )}
      <div className={styles.grid}>
        {/* Both are needed for a booking: marked as the market's forms mark what they require. */}
        <Field id="appointment-date" label={texts.appointmentDate} required>
          <select id="appointment-date" aria-required value={date} onChange={(event) => (setDate(event.target.value), setTime(''))}>
            {dates.map((d) => (
              <option key={d} value={d}>
                {formatCalendarDate(d, locale, { weekday: 'short', day: 'numeric', month: 'short' })}
              </option>
            ))}
          </select>
        </Field>
        <Field id="appointment-time" label={texts.appointmentTime} error={error} required>
          <select
            id="appointment-time"
            aria-required
            value={time}
            onChange={(event) => (setTime(event.target.value), setError(null))}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'appointment-time-error' : undefined}
          >
            <option value="">—</option>
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {formatWallTime(slot, locale)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {slots.length === 0 && <p role="status">{texts.noSlots}</p>}
      <Continue texts={texts} />
    </form>
  )
}

/** A phone number left to right (U+2066 … U+2069) in a right-to-left summary too: '+971 50 …' keeps its order. */
const leftToRight = (text: string | null | undefined) => (text?.trim() ? `\u2066${text.trim()}\u2069` : '')

/** Who is reserving, for the summary: the reservation form's names and e-mail, then its phone numbers, for the shopper to check. */
function summaryContact(fields: readonly FormField[], values: LeadValues, separator: string): string {
  const phones = fields.filter((field) => field.type === 'phone').map((field) => values[field.id])
  return [contactLine(fields, values, separator), ...phones.map((phone) => (typeof phone === 'string' ? leftToRight(phone) : ''))]
    .filter(Boolean)
    .join(separator)
}

function SummaryStep(
  props: StepProps & { vehicle: JourneyVehicle; retailers: JourneyRetailer[]; content: CheckoutContent; locale: string; unit: MileageUnit },
) {
  const { texts, data, vehicle, onDone } = props
  const retailer = chosenRetailer(props.retailers, data.retailerId)
  const separator = listSeparator(props.locale)
  const [terms, setTerms] = useState(Boolean(data.termsAccepted))
  const [privacy, setPrivacy] = useState(Boolean(data.termsAccepted))
  const [error, setError] = useState(false)
  const rows: [string, string][] = [
    [texts.vehicle, [vehicle.title, vehicle.price].filter(Boolean).join(' — ')],
    [
      texts.purchase,
      [
        texts[`purchaseOptions.${(data.paymentOption ?? 'cash') as 'cash'}`],
        data.paymentOption === 'subscription' &&
          data.subscription &&
          subscriptionText(data.subscription, props.unit, props.locale, separator),
      ]
        .filter(Boolean)
        .join(separator),
    ],
    [texts.retailer, retailer ? [retailer.name, retailer.address].filter(Boolean).join(separator) : '—'],
    [texts.tradeIn, tradeInText(data.tradeInData, tradeInLabels(texts), props.locale, separator) || texts.tradeInNo],
    [texts.appointment, data.appointment ? appointmentText(data.appointment, props.locale) : '—'],
    [
      texts.customer,
      data.customer
        ? [`${data.customer.first_name} ${data.customer.last_name}`, data.customer.email, leftToRight(data.customer.phone)]
            .filter(Boolean)
            .join(separator)
        : (data.contact ?? '✓'),
    ],
    [texts.total, vehicle.free || !vehicle.feeText ? texts.noFee : vehicle.feeText],
  ]
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!terms || !privacy) {
          setError(true)
          document.getElementById(terms ? 'accept-privacy' : 'accept-terms')?.focus()
          return
        }
        onDone({ ...data, termsAccepted: true })
      }}
    >
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {/* The terms' link beside its box's label, not in it: the box's name is what is accepted. */}
      <div className={styles.choice}>
        <input
          id="accept-terms"
          type="checkbox"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          aria-invalid={error && !terms ? true : undefined}
          aria-describedby={error && !terms ? 'accept-error' : undefined}
        />
        <span>
          <label htmlFor="accept-terms">{props.content.terms.label ?? texts.terms}</label>
          {props.content.terms.link && (
            <>
              {' '}
              <a href={props.content.terms.link} target="_blank" rel="noopener noreferrer">
                {texts.readTerms}
              </a>
            </>
          )}
        </span>
      </div>
      <label className={styles.choice}>
        <input
          id="accept-privacy"
          type="checkbox"
          checked={privacy}
          onChange={(event) => setPrivacy(event.target.checked)}
          aria-invalid={error && !privacy ? true : undefined}
          aria-describedby={error && !privacy ? 'accept-error' : undefined}
        />
        <span>{texts.privacy}</span>
      </label>
      {error && (
        <p id="accept-error" role="alert" className={styles.error}>
          {texts.mustAccept}
        </p>
      )}
      <Continue texts={texts} />
    </form>
  )
}

function PaymentStep(props: {
  texts: OrderTexts
  data: JourneyData
  vehicle: JourneyVehicle
  lock: Lock
  sandbox: boolean
  cardPublishableKey: string | null
  content: CheckoutContent
  language: string
  /** Whether the booked time has begun: the order would be refused, so nothing is paid. */
  appointmentBegun: () => boolean
  onAppointmentGone: () => void
  onKickedOut: () => void
  /** A payment was declined or not made: the hold the payment extended is counted down again. */
  onDeclined: () => void
  onOrdered: (number: string) => void
}) {
  const { texts, data, vehicle, lock } = props
  const paypal = vehicle.vendorType === WALLET_VENDOR && !vehicle.free
  const regional = vehicle.vendorType === REGIONAL_VENDOR && !vehicle.free
  // Read once: the address is cleaned at once so a reload does not repeat the return.
  const [returned] = useState(() => (paypal || regional ? paypalReturn() : null))
  const [method, setMethod] = useState<string>(TEST_CARDS[0])
  // Back from PayPal or Przelewy24: busy from the first render while the order is made.
  const [busy, setBusy] = useState(returned?.kind === 'return' || returned?.kind === 'regional')
  const [declined, setDeclined] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  // One idempotency key per attempt: a double click or a resend is the same payment.
  const attempt = useRef<string | null>(null)
  // A market taking real cards: Stripe's own fields give the payment method (ADR 098).
  const liveCard = !props.sandbox && props.cardPublishableKey ? props.cardPublishableKey : null
  const cardFields = useRef<CardFieldsHandle>(null)

  const finishing = useRef(false)

  async function order(paymentIntentId: string | null, paypalOrderId: string | null = null, regionalOrderId: number | null = null) {
    const created = await createOrder({
      // A configurator build's order has its config_url and no vehicle_id (ADR 101).
      ...(vehicle.configUrl ? { config_url: vehicle.configUrl } : { vehicle_id: vehicle.id }),
      lock_id: lock.lock_id,
      lock_token: lock.lock_token,
      card_payment_intent_id: paymentIntentId,
      ...(paypalOrderId ? { paypal_order_id: paypalOrderId } : {}),
      ...(regionalOrderId ? { przelewy24_order_id: regionalOrderId } : {}),
      rdx_forms_lead_id: data.leadId ?? null,
      finance_option: data.paymentOption ?? null,
      ...(data.customer
        ? { customer_email: data.customer.email.trim(), customer_name: `${data.customer.first_name} ${data.customer.last_name}`.trim() }
        : {}),
      metadata: {
        tradeInData: data.tradeInData && (data.tradeInData.isTradeInOn ? data.tradeInData : { isTradeInOn: false }),
        subscription: data.paymentOption === 'subscription' ? data.subscription : null,
        appointment: data.appointment ?? null,
        retailer: data.retailerId ?? null,
        quote: data.quote ?? null,
        phone: data.customer?.phone ?? null,
        // spec 3 §2 checkout_authentication: the number verified by code (the server checks it, ADR 099).
        verified_phone: data.verifiedPhone ?? null,
        phone_proof: data.phoneProof ?? null,
      },
      locale: props.language,
    })
    if (!created.ok) return created
    const confirmed = await confirmOrder(created.data.order_number)
    return confirmed.ok ? confirmed : { ...confirmed, number: created.data.order_number }
  }

  /** An order the server refused: the hold lost, the booked time no longer bookable, or a failure. */
  function refused(answer: { status: number; pointer: string | null; meta: Record<string, unknown> }) {
    setBusy(false)
    if (answer.status === 409 && answer.meta.kicked_out) props.onKickedOut()
    else if (answer.status === 422 && answer.pointer === APPOINTMENT_POINTER) props.onAppointmentGone()
    else setFailed(true)
  }

  /** The order of a PayPal payment the shopper approved: the server captures it at PayPal first. */
  async function finishPaypal(paypalOrderId: string) {
    const ordered = await order(null, paypalOrderId)
    if (ordered.ok) return props.onOrdered(ordered.data.order_number)
    if ('number' in ordered && typeof ordered.number === 'string') return props.onOrdered(ordered.number)
    if (ordered.status !== 402) return refused(ordered)
    setBusy(false)
    setDeclined(texts.paypalDeclined)
    props.onDeclined()
  }

  /** The order of a Przelewy24 payment: the server asks the provider whether it was made. */
  async function finishRegional() {
    const result = await regionalResult({ ...lock, vehicleId: vehicle.id })
    if (result.ok && result.data.paid && result.data.order_id) {
      const ordered = await order(null, null, result.data.order_id)
      if (ordered.ok) return props.onOrdered(ordered.data.order_number)
      if ('number' in ordered && typeof ordered.number === 'string') return props.onOrdered(ordered.number)
      return refused(ordered)
    }
    setBusy(false)
    if (result.ok) {
      setDeclined(texts.regionalNotPaid)
      props.onDeclined()
    } else if (result.status === 409 && result.meta.kicked_out) props.onKickedOut()
    else setFailed(true)
  }

  useEffect(() => {
    if (!returned || finishing.current) return
    finishing.current = true
    window.history.replaceState(window.history.state, '', checkoutAddress())
    // The order is made once the page has settled, as an answer from outside (PayPal's way back).
    if (returned.kind === 'return') void Promise.resolve(returned.orderId).then(finishPaypal)
    if (returned.kind === 'regional') void Promise.resolve().then(finishRegional)
    // The finishing calls read only what this first render has: run once, on the way back.
  }, [returned]) // eslint-disable-line react-hooks/exhaustive-deps

  /** To Przelewy24's hosted page, registered by the server for the vehicle's own fee. */
  async function payWithRegional() {
    const data = await regionalCheckoutData({
      ...lock,
      vehicleId: vehicle.id,
      amount: vehicle.fee,
      currency: vehicle.currency,
      language: props.language,
      resultUrl: checkoutAddress(),
    })
    if (data.ok) return window.location.assign(data.data.url)
    setBusy(false)
    if (data.status === 409 && data.meta.kicked_out) props.onKickedOut()
    else setFailed(true)
  }

  /** To PayPal's page: the order is made by the server (the fee is its own), the shopper approves it there. */
  async function payWithPaypal() {
    const made = await createPaypalOrder({
      ...lock,
      vehicleId: vehicle.id,
      amount: vehicle.fee,
      currency: vehicle.currency,
      returnUrl: checkoutAddress(),
    })
    if (made.ok && made.data.approve_url) return window.location.assign(made.data.approve_url)
    if (made.ok) return finishPaypal(made.data.paypal_order_id)
    setBusy(false)
    if (made.status === 409 && made.meta.kicked_out) props.onKickedOut()
    else setFailed(true)
  }

  async function pay() {
    if (busy) return
    if (props.appointmentBegun()) return props.onAppointmentGone()
    setBusy(true)
    setDeclined(null)
    setFailed(false)
    if (paypal) return payWithPaypal()
    if (regional) return payWithRegional()
    let paymentIntentId: string | null = null
    if (!vehicle.free) {
      let paymentMethod = method
      if (liveCard) {
        const made = await cardFields.current?.paymentMethod()
        if (!made || 'error' in made) {
          // The card fields say what is wrong with the card, at the card.
          setBusy(false)
          return
        }
        paymentMethod = made.id
      }
      attempt.current ??= crypto.randomUUID()
      const paid = await payReservation(
        {
          ...lock,
          vehicle: vehicle.configUrl ? { config_url: vehicle.configUrl } : { vehicle_id: vehicle.id },
          amount: vehicle.fee,
          currency: vehicle.currency,
          paymentMethod,
        },
        attempt.current,
      )
      if (!paid.ok) {
        setBusy(false)
        if (paid.status === 402) {
          attempt.current = null
          setDeclined(format(texts.declined, { reason: texts[`declineReasons.${declineReason(paid.meta)}`] }))
          props.onDeclined()
        } else if (paid.status === 409 && paid.meta.kicked_out) props.onKickedOut()
        else setFailed(true)
        return
      }
      // The bank asks the shopper to confirm (3-D Secure): Stripe.js shows its challenge; the order
      // then checks with Stripe that the payment is authorised.
      if (liveCard && paid.data.status === 'requires_action' && paid.data.client_secret) {
        const confirmed = await cardFields.current!.nextAction(paid.data.client_secret)
        if (confirmed.error) {
          setBusy(false)
          attempt.current = null
          setDeclined(format(texts.declined, { reason: confirmed.error }))
          props.onDeclined()
          return
        }
      }
      paymentIntentId = paid.data.payment_intent_id
    }
    const ordered = await order(paymentIntentId)
    if (ordered.ok) return props.onOrdered(ordered.data.order_number)
    // The order exists but its confirmation failed: its page says how it stands.
    if ('number' in ordered && typeof ordered.number === 'string') return props.onOrdered(ordered.number)
    refused(ordered)
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void pay()
      }}
    >
      {paypal && (
        <p className={styles.muted} id="paypal-note">
          {texts.paypalNote}
        </p>
      )}
      {paypal && returned?.kind === 'cancel' && !declined && !failed && (
        <p id="payment-error" role="alert" className={styles.error}>
          {texts.paypalCancelled}
        </p>
      )}
      {regional && (
        <p className={styles.muted} id="paypal-note">
          {texts.regionalNote}
        </p>
      )}
      {!vehicle.free && !paypal && !regional && props.sandbox && (
        <fieldset className={styles.choices} aria-describedby={declined ? 'payment-error' : undefined}>
          <legend>{texts.testCard}</legend>
          {TEST_CARDS.map((card) => (
            <label key={card} className={styles.choice}>
              <input type="radio" name="card" value={card} checked={method === card} onChange={() => setMethod(card)} />
              {texts[`testCards.${card}`]}
            </label>
          ))}
          <p className={styles.muted}>{texts.sandboxNote}</p>
        </fieldset>
      )}
      {!vehicle.free && !paypal && !regional && liveCard && (
        <Suspense fallback={<p className={styles.muted}>{texts.cardDetails}…</p>}>
          <LiveCardFields publishableKey={liveCard} locale={props.language} texts={texts} handle={cardFields} />
        </Suspense>
      )}
      {declined && (
        <p id="payment-error" role="alert" className={styles.error}>
          {declined}
        </p>
      )}
      {failed && (
        <div role="alert" className={styles.errorPage} data-testid="checkout-error">
          <h2>{props.content.error.title ?? texts.errorTitle}</h2>
          <p>{props.content.error.text ?? texts.paymentError}</p>
        </div>
      )}
      {/* Focusable while it pays: a declined card leaves the focus here, beside its message. */}
      <FocusableButton
        type="submit"
        className={primary}
        inactive={busy}
        aria-busy={busy}
        aria-describedby={
          paypal || regional ? (declined || returned?.kind === 'cancel' ? 'paypal-note payment-error' : 'paypal-note') : undefined
        }
      >
        {busy
          ? texts.paying
          : vehicle.free
            ? texts.confirmFree
            : format(paypal ? texts.payWithPaypal : regional ? texts.payWithRegional : texts.pay, { amount: vehicle.feeText })}
      </FocusableButton>
    </form>
  )
}

/**
 * spec 3 §2 checkout_authentication (ADR 099): the shopper proves the phone number by a code sent
 * by text (the forms API's verification); the order is refused without it.
 */
function AuthenticationStep({ texts, data, onDone, content }: StepProps & { content: CheckoutContent }) {
  const [phone, setPhone] = useState(data.verifiedPhone ?? data.customer?.phone ?? '')
  const [code, setCode] = useState('')
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  // The verification's refusals, in the market's language (ADR 176).
  const ui = useUiTexts()
  if (data.verifiedPhone && data.verifiedPhone === phone.trim()) {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onDone(data)
        }}
      >
        <p role="status">{format(texts.codeSent, { phone: data.verifiedPhone })}</p>
        <Continue texts={texts} />
      </form>
    )
  }
  async function send(event: FormEvent) {
    event.preventDefault()
    if (!phone.trim()) return setProblem(texts.required)
    setBusy(true)
    setProblem(null)
    const answer = await verifyPhone('create_verification', { phone_number: phone.trim() }, ui)
    setBusy(false)
    if (answer.ok) setSentTo(phone.trim())
    else setProblem(answer.message)
  }
  async function check(event: FormEvent) {
    event.preventDefault()
    if (!code.trim()) return setProblem(texts.required)
    setBusy(true)
    setProblem(null)
    const answer = await verifyPhone('check_verification', { phone_number: sentTo!, code: code.trim() }, ui)
    setBusy(false)
    if (answer.ok) onDone({ ...data, verifiedPhone: sentTo, phoneProof: answer.proof })
    else setProblem(texts.codeWrong)
  }
  return (
    <div>
      <h2>{content.authentication.title ?? texts.authTitle}</h2>
      <p>{content.authentication.text ?? texts.authText}</p>
      {sentTo === null ? (
        <form noValidate onSubmit={(event) => void send(event)}>
          <Field id="auth-phone" label={texts.phone} error={problem}>
            <input id="auth-phone" type="tel" autoComplete="tel" value={phone} onChange={(event) => setPhone(event.target.value)} />
          </Field>
          <FocusableButton type="submit" className={primary} inactive={busy}>
            {texts.sendCode}
          </FocusableButton>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void check(event)}>
          <p role="status">{format(texts.codeSent, { phone: sentTo })}</p>
          <Field id="auth-code" label={texts.code} error={problem}>
            <input
              id="auth-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </Field>
          <FocusableButton type="submit" className={primary} inactive={busy}>
            {texts.verify}
          </FocusableButton>
        </form>
      )}
    </div>
  )
}

/** spec 3 §3 External checkout hand-off (ADR 103): the order is completed on the market's external checkout. */
function HandOffStep({ texts, config, handOff }: { texts: OrderTexts; config: ExternalCheckout; handOff: HandOff }) {
  const built = externalCheckoutUrl(config, handOff)
  if (!built.ok) {
    console.error(`External checkout refused: ${built.reason}`)
    return <p role="alert">{texts.paymentError}</p>
  }
  return (
    <div>
      <p>{texts.handOffText}</p>
      <a className={primary} href={built.url} data-testid="external-checkout">
        {texts.handOff}
      </a>
    </div>
  )
}
