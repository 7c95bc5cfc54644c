import { describe, expect, it } from 'vitest'
import { knownTimeZone, localDateTime } from './wall-clock.ts'

describe('the wall clock of a time zone', () => {
  it('reads the date and time there, to the second', () => {
    expect(localDateTime(new Date('2026-01-01T00:00:00Z'), 'Asia/Dubai')).toBe('2026-01-01 04:00:00')
    expect(localDateTime(new Date('2026-07-01T12:34:56Z'), 'Europe/London')).toBe('2026-07-01 13:34:56')
  })
})

describe('the market’s time zone', () => {
  it('takes an IANA zone, UTC when unset, and UTC with a reason for an unknown one', () => {
    expect(knownTimeZone('Asia/Dubai')).toEqual({ timeZone: 'Asia/Dubai', problem: null })
    expect(knownTimeZone('')).toEqual({ timeZone: 'UTC', problem: null })
    expect(knownTimeZone('Mars/Olympus')).toEqual({ timeZone: 'UTC', problem: 'Unknown time zone in general.time_zone: Mars/Olympus' })
  })
})
