import * as g from '~/lib/guards.ts'

/**
 * The soft lock that holds a vehicle for one shopper during the order-online journey (spec 3 §4
 * Soft lock): the lock the browser keeps in localStorage[ORDER_ONLINE_STORAGE_KEYS.softLock], its
 * countdown and which modal to show, and the hold times the server writes (the database enforces
 * them; these functions only compute them). Pure.
 */

/** spec 3 §3 Soft lock storage: it holds a vehicleId; with it the lock's id, token and end, as the server answered them. */
// NOTE: small guards (guards.ts), not zod, as the journey's other storage schemas: they run in the browser (ADR 145).
const storedId = g.transform(g.union(g.string({ trim: true, min: 1, max: 100 }), g.int({ min: 0 })), String)
export const storedSoftLockSchema = g.object({
  vehicleId: storedId,
  lockId: storedId,
  token: g.string({ min: 1, max: 500 }),
  expiresAt: g.isoDatetime(),
})
export type StoredSoftLock = g.Infer<typeof storedSoftLockSchema>

/** The stored lock, or null for nothing stored, unparsable text or a value that is not a lock. Never throws. */
export function parseStoredSoftLock(stored: string | null): StoredSoftLock | null {
  if (!stored || stored.length > 2_000) return null
  try {
    const parsed = storedSoftLockSchema.safeParse(JSON.parse(stored))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * spec 3 §4 Soft lock: clearing removes the stored lock only when it belongs to the given vehicle
 * (ids compared as text, so 12 and '12' match); null means "remove it", any other answer is the
 * stored lock, unchanged.
 */
export function clearSoftLock<L extends { vehicleId: string | number }>(stored: L | null, vehicleId: string | number): L | null {
  if (stored === null) return null
  return String(stored.vehicleId) === String(vehicleId) ? null : stored
}

/**
 * How many holds one client address may ask for in a window as long as a hold lasts: a shopper
 * reserves one car and perhaps compares a few, while a script asking for every car would keep the
 * whole stock from other shoppers (ADR 099). Counted in the database, so every process agrees.
 */
export const HOLDS_PER_CLIENT = { limit: 20, windowSeconds: 15 * 60 } as const

/** Whole seconds until the lock ends, rounded up so that 0 means it has ended; never below 0 (an unreadable time is 0). */
export function secondsLeft(expiresAt: string, now: Date): number {
  const end = Date.parse(expiresAt)
  if (Number.isNaN(end)) return 0
  return Math.max(0, Math.ceil((end - now.getTime()) / 1000))
}

/**
 * When a hold ends by this browser's clock: `now` plus the seconds the server counted
 * (`expires_in`, `held_for`). The server's own end time read against a shopper's clock that is
 * set minutes or hours off would count down that much off, or end the hold at once (a device an
 * hour fast met the "kicked out" modal on every step).
 */
export const localDeadline = (seconds: number, now: Date): string => new Date(now.getTime() + Math.max(0, seconds) * 1000).toISOString()

/** The countdown as 'm:ss' (65 → '1:05'); a negative or unreadable count shows '0:00'. */
export function countdownText(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/**
 * Where the shopper's lock stands. `start`: the server's answer to the request for a lock when the
 * journey begins. `holding`: the shopper had the lock; `lost` when the server no longer knows it
 * (another shopper took the vehicle after it ran out, or it was released).
 */
export type LockSituation =
  | { phase: 'start'; outcome: 'acquired' | 'held-by-other' }
  | { phase: 'holding'; secondsLeft: number; lost: boolean }
  | { phase: 'released' }

/**
 * spec 3 §2, §4 Soft lock: the initial soft-lock modal when another shopper holds the vehicle as the
 * journey starts; the "kicked out" modal when the shopper's own lock ran out or was lost later;
 * otherwise none.
 */
export function lockModal(situation: LockSituation): 'initial' | 'kicked-out' | null {
  switch (situation.phase) {
    case 'start':
      return situation.outcome === 'held-by-other' ? 'initial' : null
    case 'holding':
      return situation.lost || situation.secondsLeft <= 0 ? 'kicked-out' : null
    case 'released':
      return null
  }
}

/** How long a lock holds a vehicle by default (minutes). Not in the spec (§4: "not shown"): our choice. */
export const HOLD_MINUTES = 15
/** How long a lock holds while a payment is in progress (minutes): a card check or wallet must not lose the car midway. */
export const PAYMENT_HOLD_MINUTES = 30
/**
 * How long before its hold ends the shopper is warned and offered to keep it (seconds): WCAG 2.2.1
 * asks for at least 20 to act; a minute leaves time to read the warning too.
 */
export const HOLD_WARNING_SECONDS = 60
/** The bounds of a configured hold (minutes). */
export const HOLD_MINUTES_MIN = 1
export const HOLD_MINUTES_MAX = 120

/** When a lock taken or extended at `now` for `minutes` ends. */
export function holdExpiry(now: Date, minutes: number): Date {
  return new Date(now.getTime() + minutes * 60_000)
}

/**
 * The hold of the market's order_online config entry: its data's `soft_lock_minutes` when it is a
 * whole number from 1 to 120, else HOLD_MINUTES.
 */
export function holdMinutesFromConfig(orderOnlineConfigData: unknown): number {
  if (typeof orderOnlineConfigData !== 'object' || orderOnlineConfigData === null) return HOLD_MINUTES
  const minutes = (orderOnlineConfigData as Record<string, unknown>).soft_lock_minutes
  return typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= HOLD_MINUTES_MIN && minutes <= HOLD_MINUTES_MAX
    ? minutes
    : HOLD_MINUTES
}
