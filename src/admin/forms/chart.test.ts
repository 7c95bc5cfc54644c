import { describe, expect, it } from 'vitest'
import { axisTop, chartSummary, defaultPeriod, fillDays, MAX_CHART_DAYS } from './chart.ts'

describe('leads per day chart', () => {
  it('gives every day of the period its bar, 0 where no lead came', () => {
    expect(fillDays([{ day: '2026-11-02', count: 3 }], '2026-11-01', '2026-11-03')).toEqual([
      { day: '2026-11-01', count: 0 },
      { day: '2026-11-02', count: 3 },
      { day: '2026-11-03', count: 0 },
    ])
  })

  it('crosses months and keeps to the latest days of a long period', () => {
    expect(fillDays([], '2026-10-31', '2026-11-01').map((d) => d.day)).toEqual(['2026-10-31', '2026-11-01'])
    const long = fillDays([], '2020-01-01', '2026-11-30')
    expect(long).toHaveLength(MAX_CHART_DAYS)
    expect(long.at(-1)!.day).toBe('2026-11-30')
  })

  it('draws nothing for a bad or reversed period', () => {
    expect(fillDays([], '2026-11-03', '2026-11-01')).toEqual([])
    expect(fillDays([], 'yesterday', '2026-11-01')).toEqual([])
  })

  it('defaults to the 30 days up to today', () => {
    expect(defaultPeriod(new Date('2026-11-30T15:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' })
  })

  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 48, 120].map(axisTop)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 200])
  })

  it('sums the period up in words', () => {
    const days = fillDays(
      [
        { day: '2026-11-02', count: 3 },
        { day: '2026-11-03', count: 1 },
      ],
      '2026-11-01',
      '2026-11-03',
    )
    expect(chartSummary(days, (d) => d.slice(5))).toBe('4 leads from 11-01 to 11-03; the most, 3, on 11-02.')
    expect(chartSummary(fillDays([], '2026-11-01', '2026-11-01'), (d) => d)).toBe('No leads from 2026-11-01 to 2026-11-01.')
  })
})
