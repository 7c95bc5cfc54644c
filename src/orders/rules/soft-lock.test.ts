import { describe, expect, it } from 'vitest'
import {
  clearSoftLock,
  countdownText,
  localDeadline,
  HOLD_MINUTES,
  holdExpiry,
  holdMinutesFromConfig,
  lockModal,
  parseStoredSoftLock,
  PAYMENT_HOLD_MINUTES,
  secondsLeft,
  type LockSituation,
  type StoredSoftLock,
} from './soft-lock.ts'

const lock: StoredSoftLock = { vehicleId: '12', lockId: '7', token: 't0k3n', expiresAt: '2026-01-05T10:15:00Z' }

describe('spec 3 §4 Soft lock: clearing removes the stored lock only when it belongs to the vehicle', () => {
  it.each<[string, StoredSoftLock | null, string | number, StoredSoftLock | null]>([
    ['the same vehicle id', lock, '12', null],
    ['the same id as a number', lock, 12, null],
    ['a stored numeric id and a text id', { ...lock, vehicleId: 12 as unknown as string }, '12', null],
    ['another vehicle', lock, '13', lock],
    ['an id that only looks alike', lock, '012', lock],
    ['nothing stored', null, '12', null],
  ])('%s', (_, stored, vehicleId, expected) => {
    expect(clearSoftLock(stored, vehicleId)).toBe(expected)
  })
})

describe('the stored soft lock is parsed, never trusted', () => {
  it.each<[string, unknown, StoredSoftLock]>([
    ['a lock', lock, lock],
    ['numeric ids, kept as text', { ...lock, vehicleId: 12, lockId: 7 }, lock],
    ['an offset time', { ...lock, expiresAt: '2026-01-05T11:15:00+01:00' }, { ...lock, expiresAt: '2026-01-05T11:15:00+01:00' }],
  ])('reads %s', (_, stored, expected) => {
    expect(parseStoredSoftLock(JSON.stringify(stored))).toEqual(expected)
  })

  it.each<[string, string | null]>([
    ['nothing', null],
    ['empty text', ''],
    ['bad JSON', '{oops'],
    ['null', 'null'],
    ['no vehicleId', JSON.stringify({ ...lock, vehicleId: undefined })],
    ['an empty token', JSON.stringify({ ...lock, token: '' })],
    ['a too long token', JSON.stringify({ ...lock, token: 'x'.repeat(501) })],
    ['a time that is not a time', JSON.stringify({ ...lock, expiresAt: 'soon' })],
    ['a date without time', JSON.stringify({ ...lock, expiresAt: '2026-01-05' })],
    ['a negative lock id', JSON.stringify({ ...lock, lockId: -1 })],
    ['more than 2,000 characters', JSON.stringify({ ...lock, pad: 'x'.repeat(2_000) })],
  ])('refuses %s', (_, stored) => {
    expect(parseStoredSoftLock(stored)).toBeNull()
  })
})

describe('the countdown', () => {
  const now = new Date('2026-01-05T10:00:00Z')
  it.each<[string, number]>([
    ['2026-01-05T10:15:00Z', 900],
    ['2026-01-05T10:00:01Z', 1],
    ['2026-01-05T10:00:00.400Z', 1],
    ['2026-01-05T10:00:00Z', 0],
    ['2026-01-05T09:59:00Z', 0],
    ['2026-01-05T11:15:00+01:00', 900],
    ['not a time', 0],
  ])('%s is %i seconds away', (expiresAt, expected) => {
    expect(secondsLeft(expiresAt, now)).toBe(expected)
  })

  it.each<[number, string]>([
    [0, '0:00'],
    [5, '0:05'],
    [59, '0:59'],
    [60, '1:00'],
    [65, '1:05'],
    [599.9, '9:59'],
    [900, '15:00'],
    [3600, '60:00'],
    [-3, '0:00'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
  ])('%d seconds show as %s', (seconds, expected) => {
    expect(countdownText(seconds)).toBe(expected)
  })
})

describe("a hold's end on the shopper's own clock", () => {
  // The browser's clock may be anywhere: the deadline is its now plus the server's seconds.
  it.each([
    ['a clock that is right', '2026-12-03T20:00:00.000Z', 900, '2026-12-03T20:15:00.000Z'],
    ['a clock an hour fast', '2026-12-03T21:00:00.000Z', 900, '2026-12-03T21:15:00.000Z'],
    ['a clock a day slow', '2026-12-02T20:00:00.000Z', 450, '2026-12-02T20:07:30.000Z'],
    ['a hold already over', '2026-12-03T20:00:00.000Z', -3, '2026-12-03T20:00:00.000Z'],
  ])('%s', (_, now, seconds, deadline) => {
    expect(localDeadline(seconds, new Date(now))).toBe(deadline)
    expect(secondsLeft(localDeadline(seconds, new Date(now)), new Date(now))).toBe(Math.max(0, seconds))
  })
})

describe('spec 3 §4 Soft lock: which modal shows', () => {
  it.each<[LockSituation, 'initial' | 'kicked-out' | null]>([
    [{ phase: 'start', outcome: 'held-by-other' }, 'initial'],
    [{ phase: 'start', outcome: 'acquired' }, null],
    [{ phase: 'holding', secondsLeft: 120, lost: false }, null],
    [{ phase: 'holding', secondsLeft: 0, lost: false }, 'kicked-out'],
    [{ phase: 'holding', secondsLeft: 120, lost: true }, 'kicked-out'],
    [{ phase: 'released' }, null],
  ])('%j → %s', (situation, expected) => {
    expect(lockModal(situation)).toBe(expected)
  })
})

describe('the hold times the server writes', () => {
  it('holds 15 minutes, and 30 while a payment is in progress', () => {
    expect([HOLD_MINUTES, PAYMENT_HOLD_MINUTES]).toEqual([15, 30])
  })

  it.each<[string, number, string]>([
    ['2026-01-05T10:00:00.000Z', HOLD_MINUTES, '2026-01-05T10:15:00.000Z'],
    ['2026-01-05T10:00:00.000Z', PAYMENT_HOLD_MINUTES, '2026-01-05T10:30:00.000Z'],
    ['2026-01-05T23:50:00.000Z', 15, '2026-01-06T00:05:00.000Z'],
    ['2026-01-05T10:00:00.000Z', 120, '2026-01-05T12:00:00.000Z'],
  ])('from %s for %i minutes ends at %s', (now, minutes, expected) => {
    expect(holdExpiry(new Date(now), minutes).toISOString()).toBe(expected)
  })

  it.each<[unknown, number]>([
    [{ soft_lock_minutes: 20 }, 20],
    [{ soft_lock_minutes: 1 }, 1],
    [{ soft_lock_minutes: 120 }, 120],
    [{ soft_lock_minutes: 0 }, HOLD_MINUTES],
    [{ soft_lock_minutes: 121 }, HOLD_MINUTES],
    [{ soft_lock_minutes: 7.5 }, HOLD_MINUTES],
    [{ soft_lock_minutes: '20' }, HOLD_MINUTES],
    [{ soft_lock_minutes: null }, HOLD_MINUTES],
    [{ other: 1 }, HOLD_MINUTES],
    [null, HOLD_MINUTES],
    [undefined, HOLD_MINUTES],
    ['20', HOLD_MINUTES],
  ])('config data %j holds %i minutes', (data, expected) => {
    expect(holdMinutesFromConfig(data)).toBe(expected)
  })
})
