import { describe, expect, it } from 'vitest'
import { readRentConfig, type ExtrasStep, type RentVehicle } from './config.ts'
import { canChooseVehicle, checkDates, isDayDisabled, relevantVehicles, rentalDays } from './rules.ts'
import { chosenExtras, clampAmount, fillSummaryTemplate, initialChoices, summaryTotals } from './extras.ts'
import { dayAfterKey, firstWeekday, monthWeeks, type CalendarKey } from './calendar.ts'
import { sample, sampleExtras } from './sample.ts'

const car = (display_name: string, locations: string[], daily: number | null = 50): RentVehicle => ({
  image_id: null,
  display_name,
  nameplate_name: '',
  price: { daily },
  locations,
  specification: [],
})
const fleet = [car('E5', ['ldn', 'man']), car('E7', ['ldn']), car('Ridge', ['man', 'bhm'])]

describe('Rent a Car: relevant vehicles (spec 2 §4: locations is a list of name_keys)', () => {
  it.each([
    [null, []],
    ['', []],
    ['ldn', ['E5', 'E7']],
    ['man', ['E5', 'Ridge']],
    ['bhm', ['Ridge']],
    ['nowhere', []],
  ])('at %j → %j', (location, names) => {
    expect(relevantVehicles(fleet, location).map((v) => v.display_name)).toEqual(names)
  })

  it.each([
    [{ pickup: 'ldn', pickupDate: '2030-01-07', dropoffDate: '2030-01-09' }, true],
    [{ pickup: null, pickupDate: '2030-01-07', dropoffDate: '2030-01-09' }, false],
    [{ pickup: 'ldn', pickupDate: null, dropoffDate: '2030-01-09' }, false],
    [{ pickup: 'ldn', pickupDate: '2030-01-07', dropoffDate: null }, false],
  ])('a card can be chosen with location and dates only: %j → %s', (choice, ok) => {
    expect(canChooseVehicle(choice)).toBe(ok)
  })
})

describe('Rent a Car: disabled days (spec 2 §4, §9: Sundays by default)', () => {
  const today = '2030-01-02' // a Wednesday
  it.each([
    ['2030-01-06', [0], true, 'a Sunday'],
    ['2030-01-07', [0], false, 'a Monday'],
    ['2030-01-04', [5, 6], true, 'a Friday when Fridays and Saturdays are off'],
    ['2030-01-10', ['2030-01-10'], true, 'a listed calendar day'],
    ['2030-01-11', ['2030-01-10'], false, 'the day after it'],
    ['2030-01-01', [], true, 'a past day'],
    ['2030-01-02', [], false, 'today'],
  ] as const)('%s with %j is disabled: %s (%s)', (day, disabled, expected, _why) => {
    expect(isDayDisabled(day, disabled, today)).toBe(expected)
  })

  it.each([
    [null, '2030-01-08', 'missing'],
    ['2030-01-07', '2030-01-06', 'disabled'],
    ['2030-01-09', '2030-01-08', 'order'],
    ['2030-01-07', '2030-01-07', null],
    ['2030-01-07', '2030-01-10', null],
  ] as const)('pick-up %s, drop-off %s → %s', (pickup, dropoff, problem) => {
    expect(checkDates(pickup, dropoff, [0], today)).toBe(problem)
  })

  it.each([
    ['2030-01-07', '2030-01-07', 1],
    ['2030-01-07', '2030-01-08', 1],
    ['2030-01-07', '2030-01-10', 3],
    ['2030-03-30', '2030-04-02', 3],
  ])('days charged from %s to %s: %i (ADR 160)', (pickup, dropoff, days) => {
    expect(rentalDays(pickup, dropoff)).toBe(days)
  })

  it('lays a month out in weeks, Monday or Sunday first', () => {
    const monday = monthWeeks(2030, 0, 1)
    expect(monday[0]).toEqual([null, '2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04', '2030-01-05', '2030-01-06'])
    expect(monday.at(-1)!.filter(Boolean).at(-1)).toBe('2030-01-31')
    expect(monthWeeks(2030, 0, 0)[0]!.slice(0, 3)).toEqual([null, null, '2030-01-01'])
    // Saturday first: 1 January 2030 is a Tuesday, the fourth day of that week.
    expect(monthWeeks(2030, 0, 6)[0]).toEqual([null, null, null, '2030-01-01', '2030-01-02', '2030-01-03', '2030-01-04'])
  })

  it("starts the week where the locale's region starts it: Saturday in the UAE", () => {
    expect(firstWeekday('ar-AE')).toBe(6)
    expect(firstWeekday('ar-EG')).toBe(6)
    expect(firstWeekday('ar-SA')).toBe(0)
    expect(firstWeekday('en-US')).toBe(0)
    expect(firstWeekday('he-IL')).toBe(0)
    expect(firstWeekday('en-GB')).toBe(1)
    expect(firstWeekday('pl')).toBe(1)
  })
})

describe('Rent a Car: extras (spec 2 §5 amounts bounded by min and max; samples 0–10, 1–10, 2–10)', () => {
  it.each([
    [{ min: 0, max: 10 }, -1, 0],
    [{ min: 0, max: 10 }, 11, 10],
    [{ min: 1, max: 10 }, 0, 1],
    [{ min: 2, max: 10 }, 2.6, 3],
    [{ min: 2, max: 10 }, Number.NaN, 2],
  ])('%j bounds %d to %d', (controller, value, bounded) => {
    expect(clampAmount(controller, value)).toBe(bounded)
  })

  const steps: ExtrasStep[] = [
    { name: 'Extras', extras: readRentConfig({}, [{ name: 'Extras', data_json: sampleExtras }]).config.steps[0]!.extras },
  ]

  it('starts each extra at its value (bounded) or off', () => {
    expect(initialChoices(steps)).toEqual({ '0.0.0': 0, '0.0.1': 1, '0.0.2': 2, '0.1.0': false })
  })

  it.each([
    ['the starting choices (a min above zero is chosen already)', {}, ['Additional drivers', 'Bike racks'], 50 + 2 * 75],
    [
      '2 seats and the insurance',
      { '0.0.0': 2, '0.1.0': true },
      ['Child seats', 'Additional drivers', 'Bike racks', 'Full insurance'],
      400 + 50 + 150 + 120,
    ],
    ['99 seats count as the max, 10', { '0.0.0': 99 }, ['Child seats', 'Additional drivers', 'Bike racks'], 2000 + 50 + 150],
    ['no driver counts as the min, 1', { '0.0.1': 0 }, ['Additional drivers', 'Bike racks'], 50 + 150],
  ])('%s', (_, changes, headings, extras) => {
    const lines = chosenExtras(steps, { ...initialChoices(steps), ...changes })
    expect(lines.map((l) => l.heading)).toEqual(headings)
    expect(summaryTotals(null, 1, lines).extras).toBe(extras)
  })

  it.each([
    [89, 3, [{ total: 150 }, { total: null }], { days: 3, vehicle: 267, extras: 150, total: 417 }],
    [null, 3, [{ total: 150 }], { days: 3, vehicle: null, extras: 150, total: null }],
    [0, 1, [], { days: 1, vehicle: 0, extras: 0, total: 0 }],
  ])('daily %j for %i days with extras %j → %j', (daily, days, lines, totals) => {
    const full = lines.map((l, i) => ({ key: String(i), heading: '', quantity: 1, price: l.total, total: l.total }))
    expect(summaryTotals(daily, days, full)).toEqual(totals)
  })
})

describe('Rent a Car: the contact summary (spec 2 §3.12 form_summary_template)', () => {
  it.each([
    ['{{first_name}} {{last_name}}', { first_name: 'Ada', last_name: 'Lovelace' }, 'Ada Lovelace'],
    ['{{ email }}\n{{phone}}', { email: 'ada@example.com' }, 'ada@example.com\n'],
    ['No fields', {}, 'No fields'],
  ])('%j', (template, values, text) => {
    expect(fillSummaryTemplate(template, values)).toBe(text)
  })
})

describe('Rent a Car: its JSON fields (spec 2 §5: invalid JSON is named, the default used)', () => {
  it('reads the sample', () => {
    const { config, problems } = readRentConfig(sample.fields, sample.groups)
    expect(problems).toEqual([])
    expect(config.locations.map((l) => l.name_key)).toEqual(['london-kings-cross', 'manchester-piccadilly'])
    expect(config.additional.datepicker_disabled_days).toEqual([0])
    expect(config.steps).toHaveLength(1)
  })

  it('defaults: km, Sundays off, en-US with long weekday and month (spec 2 §9)', () => {
    const { config } = readRentConfig({}, [])
    expect(config.additional).toMatchObject({ distance_unit: 'km', datepicker_disabled_days: [0], date: { locale: 'en-US' } })
    expect(config.additional.date.options).toMatchObject({ weekday: 'long', month: 'long' })
  })

  it.each([
    [{ locations_json: '{oops' }, 'Invalid JSON in locations_json'],
    [{ vehicles_json: { vehicles_list: [{ display_name: 'X' }] } }, 'vehicles_json.vehicles_list.0.locations'],
    [{ additional_json: { datepicker_disabled_days: [7] } }, 'additional_json.datepicker_disabled_days.0'],
  ])('%j → a problem naming %s', (fields, named) => {
    expect(readRentConfig({ ...sample.fields, ...fields }, sample.groups).problems.join(' ')).toContain(named)
  })

  it('an amount whose min is above its max is refused', () => {
    const broken = { items: [{ heading: '', subitems: [{ heading: 'Seats', controller: { type: 'amount', min: 5, max: 1 } }] }] }
    expect(readRentConfig(sample.fields, [{ name: 'x', data_json: broken }]).problems.join(' ')).toContain('min must not be above max')
  })
})

describe('Rent a Car: the calendar by keyboard (the WAI-ARIA date picker grid)', () => {
  // Thursday 10 January 2030; today the 7th (a Monday); Sundays closed, as the spec's default.
  const pickable = (iso: string) => !isDayDisabled(iso, [0], '2030-01-07')
  it.each<[string, CalendarKey, boolean, string | null, string]>([
    ['2030-01-10', 'ArrowRight', false, '2030-01-11', 'the next day'],
    ['2030-01-10', 'ArrowLeft', false, '2030-01-09', 'the day before'],
    ['2030-01-10', 'ArrowLeft', true, '2030-01-11', 'right to left, Left is the next day'],
    ['2030-01-12', 'ArrowRight', false, '2030-01-14', 'over a closed Sunday'],
    ['2030-01-10', 'ArrowDown', false, '2030-01-17', 'a week on'],
    ['2030-01-10', 'ArrowUp', false, null, 'not into the past'],
    ['2030-01-08', 'ArrowLeft', false, '2030-01-07', 'to today'],
    ['2030-01-07', 'ArrowLeft', false, null, 'not before today'],
    ['2030-01-10', 'Home', false, '2030-01-07', "the week's first day (Monday)"],
    ['2030-01-10', 'End', false, '2030-01-12', "the week's last open day (Saturday: Sunday is closed)"],
    ['2030-01-31', 'PageDown', false, '2030-02-28', 'a month on, to its last day when it is shorter'],
    ['2030-02-10', 'PageUp', false, '2030-01-10', 'a month back'],
    ['2030-02-03', 'PageUp', false, '2030-01-07', 'a month back, not into the past'],
  ])('%s %s (rtl %s) → %s: %s', (iso, key, rtl, expected) => {
    expect(dayAfterKey(iso, key, { rtl, firstWeekday: 1, pickable })).toBe(expected)
  })

  it("starts the week where the market's does", () => {
    // A Gulf week starts on Saturday: Home from Thursday the 10th is Saturday the 5th, past: today.
    expect(dayAfterKey('2030-01-10', 'Home', { rtl: true, firstWeekday: 6, pickable })).toBe('2030-01-07')
    expect(dayAfterKey('2030-01-10', 'End', { rtl: true, firstWeekday: 6, pickable: () => true })).toBe('2030-01-11')
  })
})
