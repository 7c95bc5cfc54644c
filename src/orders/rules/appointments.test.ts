import { describe, expect, it } from 'vitest'
import type { OpeningHours } from '~/dealers/dealer.ts'
import {
  appointmentProblem,
  appointmentSlots,
  appointmentText,
  bookableDates,
  bookedAppointment,
  DEFAULT_LEAD_MINUTES,
} from './appointments.ts'

// 2026-01-05 is a Monday. `now` is the market's wall clock, as localDateTime writes it.
const at = (date: string, time = '00:00') => `${date} ${time}:00`

const weekdays: OpeningHours[] = ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
  day: day as OpeningHours['day'],
  opens: '09:00',
  closes: '11:00',
}))
const hours: OpeningHours[] = [
  ...weekdays,
  { day: 'sat', opens: '10:00', closes: '12:00' },
  { day: 'sat', opens: '14:00', closes: '15:15' },
]

describe('booking details: the bookable 30-minute start times of a date', () => {
  it.each<[string, string, string, string[]]>([
    ['a weekday, days ahead', '2026-01-05', '2026-01-01 08:00', ['09:00', '09:30', '10:00', '10:30']],
    [
      'two rows on a day, a slot must end by closing',
      '2026-01-10',
      '2026-01-01 08:00',
      ['10:00', '10:30', '11:00', '11:30', '14:00', '14:30'],
    ],
    ['a closed day', '2026-01-11', '2026-01-01 08:00', []],
    ['a past date', '2026-01-05', '2026-01-06 08:00', []],
    ['today, early: all start 2 hours ahead or more', '2026-01-05', '2026-01-05 07:00', ['09:00', '09:30', '10:00', '10:30']],
    ['today: none less than 2 hours ahead', '2026-01-05', '2026-01-05 07:31', ['10:00', '10:30']],
    ['today: exactly 2 hours ahead is bookable', '2026-01-05', '2026-01-05 08:30', ['10:30']],
    ['today, too late', '2026-01-05', '2026-01-05 09:00', []],
    ['tomorrow, late tonight but far enough', '2026-01-06', '2026-01-05 21:00', ['09:00', '09:30', '10:00', '10:30']],
    ['not a date', '5/1/2026', '2026-01-01 08:00', []],
    ['a date that does not exist', '2026-02-30', '2026-01-01 08:00', []],
    ['month 13', '2026-13-01', '2026-01-01 08:00', []],
  ])('%s: %s from %s', (_, date, now, expected) => {
    const [day, time] = now.split(' ') as [string, string]
    expect(appointmentSlots(hours, date, at(day, time))).toEqual(expected)
  })

  it.each<[string, string[]]>([
    ['21:00', ['00:00', '00:30', '01:00', '01:30', '02:00', '02:30']],
    ['23:00', ['01:00', '01:30', '02:00', '02:30']],
    ['23:30', ['01:30', '02:00', '02:30']],
  ])('the lead time crosses midnight: Tuesday’s night opening from Monday %s', (time, expected) => {
    const night: OpeningHours[] = [{ day: 'tue', opens: '00:00', closes: '03:00' }]
    expect(appointmentSlots(night, '2026-01-06', at('2026-01-05', time))).toEqual(expected)
  })

  it.each(['', 'now', '2026-01-05', '2026-01-05T08:00', '2026-01-05 25:00', '2026-02-30 08:00'])(
    'no times from a clock that reads %j',
    (now) => {
      expect(appointmentSlots(hours, '2026-01-06', now)).toEqual([])
    },
  )

  it('reads the clock to the minute, with or without seconds', () => {
    expect(appointmentSlots(hours, '2026-01-05', '2026-01-05 07:30')).toEqual(['09:30', '10:00', '10:30'])
    expect(appointmentSlots(hours, '2026-01-05', '2026-01-05 07:30:59')).toEqual(['09:30', '10:00', '10:30'])
  })

  it('defaults the lead time to 2 hours', () => {
    expect(DEFAULT_LEAD_MINUTES).toBe(120)
  })

  it.each<[number, string[]]>([
    [0, ['09:30', '10:00', '10:30']],
    [30, ['10:00', '10:30']],
    [60, ['10:30']],
    [24 * 60, []],
  ])('a lead time of %i minutes from 09:30', (leadMinutes, expected) => {
    expect(appointmentSlots(hours, '2026-01-05', at('2026-01-05', '09:30'), { leadMinutes })).toEqual(expected)
  })

  it.each<[OpeningHours[], string[]]>([
    [[], []],
    [[{ day: 'mon', opens: '09:00', closes: '09:29' }], []],
    [[{ day: 'mon', opens: '09:15', closes: '10:15' }], ['09:15', '09:45']],
    [[{ day: 'mon', opens: '22:30', closes: '23:59' }], ['22:30', '23:00']],
    [
      [
        { day: 'mon', opens: '13:00', closes: '14:00' },
        { day: 'mon', opens: '09:00', closes: '10:00' },
      ],
      ['09:00', '09:30', '13:00', '13:30'],
    ],
  ])('rows %j on a Monday give %j', (rows, expected) => {
    expect(appointmentSlots(rows, '2026-01-05', at('2026-01-01'))).toEqual(expected)
  })
})

describe('booking details: the next dates with an opening row', () => {
  it.each<[string, OpeningHours[], string, number | undefined, string[]]>([
    [
      'two weeks by default, closed Sundays left out',
      hours,
      '2026-01-05',
      undefined,
      [
        '2026-01-05',
        '2026-01-06',
        '2026-01-07',
        '2026-01-08',
        '2026-01-09',
        '2026-01-10',
        '2026-01-12',
        '2026-01-13',
        '2026-01-14',
        '2026-01-15',
        '2026-01-16',
        '2026-01-17',
      ],
    ],
    [
      'Saturdays only, across a month and year end',
      [{ day: 'sat', opens: '10:00', closes: '12:00' }],
      '2025-12-25',
      14,
      ['2025-12-27', '2026-01-03'],
    ],
    ['a leap day', [{ day: 'sun', opens: '10:00', closes: '12:00' }], '2032-02-27', 3, ['2032-02-29']],
    ['one day', hours, '2026-01-05', 1, ['2026-01-05']],
    ['no days', hours, '2026-01-05', 0, []],
    ['a negative count', hours, '2026-01-05', -3, []],
    ['no opening hours', [], '2026-01-05', 14, []],
  ])('%s', (_, rows, from, days, expected) => {
    expect(bookableDates(rows, at(from, '18:00'), days)).toEqual(expected)
  })

  it('stays at a year even when asked for more', () => {
    expect(bookableDates(hours, at('2026-01-05'), 10_000)).toHaveLength(366 - 52) // 52 weeks and a Monday and Tuesday: 52 closed Sundays
  })
})

describe("appointmentProblem (the server's check of the booked appointment)", () => {
  // Held on Monday 2026-01-05 at 08:00; the order made at 08:10 unless a row says otherwise.
  it.each<[string, { date: string; time: string }, string, string | null]>([
    ['a time the step offered', { date: '2026-01-06', time: '09:30' }, '2026-01-05 08:10', null],
    ['the first time the step offered, today', { date: '2026-01-05', time: '10:00' }, '2026-01-05 08:10', null],
    [
      'less than the lead after the hold began',
      { date: '2026-01-05', time: '09:30' },
      '2026-01-05 08:10',
      'is not a time the retailer takes appointments',
    ],
    [
      'a time between the slots',
      { date: '2026-01-06', time: '09:15' },
      '2026-01-05 08:10',
      'is not a time the retailer takes appointments',
    ],
    [
      'a slot that would end after closing',
      { date: '2026-01-06', time: '11:00' },
      '2026-01-05 08:10',
      'is not a time the retailer takes appointments',
    ],
    ['a closed day', { date: '2026-01-11', time: '10:00' }, '2026-01-05 08:10', 'must be a day the retailer is open within 14 days'],
    [
      'a day before the hold',
      { date: '2026-01-02', time: '10:00' },
      '2026-01-05 08:10',
      'must be a day the retailer is open within 14 days',
    ],
    ['the fifteenth day (shown after midnight)', { date: '2026-01-19', time: '10:00' }, '2026-01-05 08:10', null],
    ['beyond that', { date: '2026-01-20', time: '10:00' }, '2026-01-05 08:10', 'must be a day the retailer is open within 14 days'],
    ['begun by the time of the order (a long hold)', { date: '2026-01-05', time: '10:00' }, '2026-01-05 10:05', 'has already begun'],
    ['starting the very minute of the order', { date: '2026-01-05', time: '10:00' }, '2026-01-05 10:00', null],
  ])('%s', (_, appointment, now, expected) => {
    expect(appointmentProblem(hours, appointment, at('2026-01-05', '08:00'), now)).toBe(expected)
  })

  it('refuses every time when the retailer has no opening hours', () => {
    expect(appointmentProblem([], { date: '2026-01-06', time: '09:30' }, at('2026-01-05', '08:00'), at('2026-01-05', '08:10'))).toBe(
      'must be a day the retailer is open within 14 days',
    )
  })
})

describe("bookedAppointment (an order's metadata, as the browser sent it)", () => {
  it.each([
    ['a day and a time', { date: '2026-12-10', time: '15:30' }, { date: '2026-12-10', time: '15:30' }],
    ['a day and a time with more beside', { date: '2026-12-10', time: '15:30', note: 'x' }, { date: '2026-12-10', time: '15:30' }],
    ['no time', { date: '2026-12-10' }, null],
    ['a day that is not one', { date: '2026-02-30', time: '15:30' }, null],
    ['a time that is not one', { date: '2026-12-10', time: '25:00' }, null],
    ['text', { date: 'tomorrow', time: 'noon' }, null],
    ['numbers', { date: 20261210, time: 1530 }, null],
    ['null', null, null],
    ['a string', '2026-12-10 15:30', null],
  ])('%s', (_, value, expected) => {
    expect(bookedAppointment(value)).toEqual(expected)
  })
})

describe("appointmentText (the day and time in the market's language)", () => {
  it.each([
    ['en-GB', 'Thu, 10 Dec 2026 15:30'],
    ['en-US', 'Thu, Dec 10, 2026 3:30 PM'],
    ['ar-AE', 'الخميس، 10 ديسمبر 2026 3:30 م'],
    ['de-DE', 'Do., 10. Dez. 2026 15:30'],
  ])('%s', (locale, expected) => {
    expect(appointmentText({ date: '2026-12-10', time: '15:30' }, locale).replace(/\u202f|\u00a0/g, ' ')).toBe(expected)
  })
})
