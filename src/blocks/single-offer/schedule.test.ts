import { describe, expect, it } from 'vitest'
import { parseOfferSchedule } from './schedule.ts'
import { isOfferVisible, type OfferPeriod } from './visibility.ts'

const december: OfferPeriod[] = [{ start: '2026-12-01', end: '2026-12-24' }]

describe('spec 2 §4 Single Offer schedule: visible from 00:00:01 to 23:59:59 of its periods, in the market’s local time', () => {
  it.each([
    // [what, instant (UTC), market time zone, visible]
    ['before the first day', '2026-11-30T12:00:00Z', 'UTC', false],
    ['at 00:00:00 of the first day: not yet', '2026-12-01T00:00:00Z', 'UTC', false],
    ['at 00:00:01 of the first day', '2026-12-01T00:00:01Z', 'UTC', true],
    ['in the middle', '2026-12-12T09:30:00Z', 'UTC', true],
    ['at 23:59:59 of the last day', '2026-12-24T23:59:59Z', 'UTC', true],
    ['at midnight after the last day', '2026-12-25T00:00:00Z', 'UTC', false],
    // Dubai is UTC+4: its 1 December starts at 20:00 UTC on 30 November.
    ['Dubai: 20:00:01 UTC on the eve is 00:00:01 local', '2026-11-30T20:00:01Z', 'Asia/Dubai', true],
    ['Dubai: 19:59:59 UTC on the eve is still 30 November local', '2026-11-30T19:59:59Z', 'Asia/Dubai', false],
    ['Dubai: 20:00:00 UTC on the last day is 25 December local', '2026-12-24T20:00:00Z', 'Asia/Dubai', false],
    // London is UTC+0 in winter, UTC+1 in summer.
    ['London in summer: 23:30 UTC is the next day', '2026-06-30T23:30:00Z', 'Europe/London', false],
    ['New York: 03:00 UTC on 25 December is still the 24th', '2026-12-25T03:00:00Z', 'America/New_York', true],
  ])('%s', (_, instant, timeZone, visible) => {
    const periods = instant.startsWith('2026-06') ? [{ start: '2026-06-01', end: '2026-06-30' }] : december
    expect(isOfferVisible(periods, new Date(instant), timeZone)).toBe(visible)
  })

  it('shows in any of several periods, and always without any', () => {
    const weekends = [
      { start: '2026-12-05', end: '2026-12-06' },
      { start: '2026-12-12', end: '2026-12-13' },
    ]
    expect(isOfferVisible(weekends, new Date('2026-12-06T18:00:00Z'), 'UTC')).toBe(true)
    expect(isOfferVisible(weekends, new Date('2026-12-09T18:00:00Z'), 'UTC')).toBe(false)
    expect(isOfferVisible(weekends, new Date('2026-12-12T00:00:05Z'), 'UTC')).toBe(true)
    expect(isOfferVisible([], new Date('2030-01-01T00:00:00Z'), 'UTC')).toBe(true)
  })
})

describe('offer_schedule field', () => {
  it.each([
    ['one period', { start: '2026-12-01', end: '2026-12-24' }, december],
    ['a list of periods', [{ start: '2026-12-01', end: '2026-12-24' }], december],
    ['JSON text', '[{"start":"2026-12-01","end":"2026-12-24"}]', december],
    ['nothing', null, []],
    ['blank text', '  ', []],
  ])('reads %s', (_, raw, expected) => {
    expect(parseOfferSchedule(raw)).toEqual({ success: true, data: expected })
  })

  it.each([
    ['text that is not JSON', '[{start}]', 'Invalid JSON in offer_schedule'],
    [
      'an impossible date',
      [{ start: '2026-02-30', end: '2026-03-01' }],
      'Invalid offer_schedule: 0.start: Use a date that exists, written YYYY-MM-DD',
    ],
    ['an end before the start', { start: '2026-12-24', end: '2026-12-01' }, 'Invalid offer_schedule'],
    ['unknown keys', [{ start: '2026-12-01', end: '2026-12-02', from: 'x' }], 'Invalid offer_schedule'],
  ])('refuses %s', (_, raw, message) => {
    const result = parseOfferSchedule(raw)
    expect(result.success).toBe(false)
    expect(result.success ? '' : result.error).toContain(message)
  })
})
