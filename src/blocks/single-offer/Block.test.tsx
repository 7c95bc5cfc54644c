// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { blockDataContext } from '~/test/block-data.ts'
import SingleOffer from './Block.tsx'
import { resolveData } from './data.server.ts'
import { singleOffer } from './template.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const december = { start: '2026-12-01', end: '2026-12-24' }
const fields = (raw: object = {}) =>
  singleOffer.schema.parse({ title: 'E7 winter package', description_first: 'Free home charger', hash: 'e7-winter', ...raw })

describe('Single Offer (spec 2 §3.10, §4)', () => {
  it("has the spec's fields; offer_schedule comes out as its periods, a bad one is refused naming it", () => {
    expect(singleOffer.schema.parse({})).toEqual({
      block_scroll_id: '',
      title: '',
      description: '',
      description_first: '',
      description_second: '',
      hash: '',
      offer_schedule: [],
      hidden_fields: {},
    })
    expect(fields({ offer_schedule: december }).offer_schedule).toEqual([december])
    const bad = singleOffer.schema.safeParse({ offer_schedule: '{"start": "2026-12-24", "end": "2026-12-01"}' })
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['offer_schedule'],
      message: 'Invalid offer_schedule: 0.end: The end is before the start',
    })
    expect(singleOffer.schema.safeParse({ hidden_fields: '"x"' }).success).toBe(false)
    expect(singleOffer.schema.safeParse({ hash: 'two words' }).success).toBe(false)
  })

  it('is anchored at its hash and shows its texts', () => {
    render(
      <SingleOffer
        fields={fields({ description: '<p>Order before the year ends.</p>' })}
        groups={[]}
        context={{ index: 1, eagerImages: true }}
      />,
    )
    expect(screen.getByRole('heading', { name: 'E7 winter package' }).closest('article')!.id).toBe('e7-winter')
    expect(screen.getByText('Free home charger')).toBeTruthy()
    expect(screen.getByText('Order before the year ends.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Claim this offer' })).toBeNull() // no Offers to CRM form on the page
  })

  it('renders as the server decided, then follows the browser clock in the market’s time zone', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] })
    vi.setSystemTime(new Date('2026-11-30T19:59:30Z')) // 23:59:30 in Dubai: not yet
    const offer = fields({ offer_schedule: december })
    const html = renderToString(
      <SingleOffer fields={offer} groups={[]} context={{ index: 1, eagerImages: true }} data={{ timeZone: 'Asia/Dubai', visible: true }} />,
    )
    expect(html).toContain('E7 winter package')
    render(
      <SingleOffer
        fields={offer}
        groups={[]}
        context={{ index: 1, eagerImages: true }}
        data={{ timeZone: 'Asia/Dubai', visible: false }}
      />,
    )
    expect(screen.queryByRole('heading')).toBeNull()
    await act(async () => vi.advanceTimersByTime(60_000)) // 00:00:30 on 1 December in Dubai
    expect(screen.getByRole('heading', { name: 'E7 winter package' })).toBeTruthy()
  })

  it('shows in the editor outside its dates, saying when it shows', () => {
    render(
      <SingleOffer
        fields={fields({ offer_schedule: [december] })}
        groups={[]}
        context={{ index: 1, eagerImages: true, editing: true }}
        data={{ timeZone: 'UTC', visible: false }}
      />,
    )
    expect(screen.getByText(/Shown 2026-12-01 to 2026-12-24/)).toBeTruthy()
  })

  it('says in the editor that a schedule being typed is not valid yet, rather than "to undefined"', () => {
    render(
      <SingleOffer
        // The canvas gets the props as typed, not parsed by the schema.
        fields={{ ...fields(), offer_schedule: [{ start: '2026-13-01' }] as unknown as (typeof december)[] }}
        groups={[]}
        context={{ index: 1, eagerImages: true, editing: true }}
      />,
    )
    expect(screen.getByText('Schedule not valid yet: Save says what to change.')).toBeTruthy()
    expect(screen.queryByText(/undefined/)).toBeNull()
  })

  it('resolves its visibility on the server in general.time_zone, warning of an unknown zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-30T20:00:01Z'))
    const block = { fields: fields({ offer_schedule: december }), groups: [] as never[] }
    expect(await resolveData(block, blockDataContext({}, { 'general.time_zone': 'Asia/Dubai' }))).toEqual({
      timeZone: 'Asia/Dubai',
      visible: true,
    })
    const ctx = blockDataContext({}, { 'general.time_zone': 'Mars/Olympus' })
    expect(await resolveData(block, ctx)).toEqual({ timeZone: 'UTC', visible: false })
    expect(ctx.warn).toHaveBeenCalledWith('Unknown time zone in general.time_zone: Mars/Olympus')
  })
})
