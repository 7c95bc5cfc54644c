import { describe, expect, it } from 'vitest'
import { launchMoment, launchWallClock, timerState } from './countdown.ts'

const at = (iso: string) => Date.parse(iso)

describe('ADR 015 Hero Title Banner Tall timer box: the launch moment', () => {
  it.each([
    ['2027-03-01T09:00+04:00', at('2027-03-01T05:00:00Z')],
    ['2027-03-01T09:00:30+04:00', at('2027-03-01T05:00:30Z')],
    ['2027-03-01T09:00Z', at('2027-03-01T09:00:00Z')],
    ['2027-03-01T09:00-05:30', at('2027-03-01T14:30:00Z')],
    ['2028-02-29T00:00+00:00', at('2028-02-29T00:00:00Z')],
    ['', null],
    ['2027-03-01', null], // no time
    ['2027-03-01T09:00', null], // no offset: which time zone?
    ['2027-03-01 09:00+04:00', null],
    [' 2027-03-01T09:00Z', null],
    ['2027-02-30T09:00Z', null], // no such day
    ['2027-02-29T09:00Z', null],
    ['2027-13-01T09:00Z', null],
    ['2027-03-01T24:00Z', null],
    ['2027-03-01T09:60Z', null],
    ['2027-03-01T09:00:60Z', null],
    ['2027-03-01T09:00+15:00', null],
    ['next spring', null],
  ])('%j → %s', (value, expected) => {
    expect(launchMoment(value)).toBe(expected)
  })
})

describe('ADR 015 Hero Title Banner Tall timer box: what it shows', () => {
  const launch = at('2027-03-01T09:00:00Z')
  it.each([
    [null, at('2027-01-01T00:00:00Z'), { kind: 'none' }],
    [null, null, { kind: 'none' }],
    [launch, null, { kind: 'pending' }], // server and hydration: no clock
    [launch, at('2027-02-27T06:30:00Z'), { kind: 'counting', left: { days: 2, hours: 2, minutes: 30 } }],
    [launch, at('2027-02-28T09:00:00Z'), { kind: 'counting', left: { days: 1, hours: 0, minutes: 0 } }],
    [launch, at('2027-03-01T08:00:00Z'), { kind: 'counting', left: { days: 0, hours: 1, minutes: 0 } }],
    [launch, at('2027-03-01T07:59:01Z'), { kind: 'counting', left: { days: 0, hours: 1, minutes: 1 } }], // rounded up
    [launch, at('2027-03-01T08:59:30Z'), { kind: 'counting', left: { days: 0, hours: 0, minutes: 1 } }],
    [launch, at('2026-03-01T09:00:00Z'), { kind: 'counting', left: { days: 365, hours: 0, minutes: 0 } }],
    [launch, launch, { kind: 'ended' }],
    [launch, at('2027-03-02T00:00:00Z'), { kind: 'ended' }],
  ])('launch %s, now %s → %o', (moment, now, expected) => {
    expect(timerState(moment, now)).toEqual(expected)
  })

  it("shows the moment as the editor wrote it, whatever the visitor's time zone", () => {
    expect(launchWallClock('2027-03-01T09:00+04:00')).toBe('2027-03-01 09:00')
    expect(launchWallClock('2027-03-01T09:00:30Z')).toBe('2027-03-01 09:00')
  })
})
