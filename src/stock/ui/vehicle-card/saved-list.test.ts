import { describe, expect, it } from 'vitest'
import { vehicleAnswer } from '~/test/stock-vehicle-answer.ts'
import { vehicleAnswerSchema } from '../../api/schemas.ts'
import { ENGLISH_STOCK_TEXTS } from '../../texts/tables.ts'
import { goneIds, readVehicleAnswer, savedCards, savedFetchOutcome, type SavedCard, type VehicleFetch } from './saved-list.ts'

const LIST = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'

const ok = (body: unknown): VehicleFetch => ({ status: 200, body })
const failure = (status: number): VehicleFetch => ({
  status,
  body: status === 0 ? null : { errors: [{ status: String(status), title: 'x' }] },
})
const options = { market: 'standard' as const, omittedBrand: null, globalDisclaimers: {}, texts: ENGLISH_STOCK_TEXTS }

describe('the saved vehicles list (spec 3 §4 Saved vehicles; ADR 083)', () => {
  it('reads a vehicle answer as the listing reads its vehicles, photos joined', () => {
    const vehicle = readVehicleAnswer(vehicleAnswer('7'))!.vehicle
    expect(vehicle).toMatchObject({ id: '7', nameplate_name: 'E7', state: 'used' })
    expect(vehicle.photos).toEqual([{ sequence: 1, quarter_hd: '/p/7-q.jpg', medium: '/p/7-m.jpg', normal: '/p/7.jpg', hd: '/p/7-hd.jpg' }])
  })

  it.each([
    ['found', ok(vehicleAnswer('7')), 'found'],
    ['a 404 (the vehicle is gone)', failure(404), 'gone'],
    ['a server error', failure(500), 'failed'],
    ['a network error', failure(0), 'failed'],
    ['a 200 whose body is not a vehicle answer', ok({ data: [] }), 'failed'],
    ['a 200 whose body is not JSON', ok(null), 'failed'],
  ] as const)('%s: %s', (_, result, outcome) => {
    expect(savedFetchOutcome({ id: '7', list: LIST }, result, options).outcome).toBe(outcome)
  })

  it('makes the card of a found vehicle, under the list it was saved from, with its showroom link', () => {
    const fetched = savedFetchOutcome({ id: '7', list: LIST }, ok(vehicleAnswer('7')), options)
    if (fetched.outcome !== 'found') throw new Error(fetched.outcome)
    expect(fetched.saved.card).toMatchObject({
      id: '7',
      list: LIST,
      title: 'Aurelia E7',
      href: '/showroom/used-aurelia-e7-2024-bev-glacier-white-7',
    })
    expect(fetched.saved.card.photo?.src).toBe('/p/7-m.jpg')
  })

  it("uses the list's enabled disclaimers over the market's", () => {
    const answer = vehicleAnswer('7', LIST, { purchase_price: { enabled: true, description: 'List VAT note.' } })
    expect(readVehicleAnswer(answer)!.listDisclaimers).toEqual({ purchase_price: { enabled: true, description: 'List VAT note.' } })
    const fetched = savedFetchOutcome({ id: '7', list: LIST }, ok(answer), {
      ...options,
      globalDisclaimers: {
        purchase_price: { enabled: true, description: 'Market VAT note.' },
        lease_price: { enabled: true, description: 'Lease note.' },
      },
    })
    if (fetched.outcome !== 'found') throw new Error(fetched.outcome)
    expect(fetched.saved.disclaimers).toEqual({
      purchase_price: { marker: '*', description: 'List VAT note.' },
      lease_price: { marker: '**', description: 'Lease note.' },
    })
  })

  it('shows the fetched vehicles in the saved order, and names the gone ones', () => {
    const card = (id: string) => ({ card: { id }, disclaimers: {} }) as unknown as SavedCard
    const cache = new Map([
      ['3', card('3')],
      ['1', card('1')],
    ])
    const saved = ['1', '2', '3'].map((id) => ({ id, list: LIST }))
    expect(savedCards(saved, cache).map((s) => s.card.id)).toEqual(['1', '3'])
    expect(
      goneIds([
        { id: '1', outcome: 'gone' },
        { id: '2', outcome: 'failed' },
        { id: '4', outcome: 'gone' },
      ]),
    ).toEqual(['1', '4'])
  })

  // The hand reading takes what the API's schema takes, and refuses what it cannot read.
  it.each([
    ['an answer', vehicleAnswer('7'), true],
    ['an answer without included items', { ...vehicleAnswer('7'), included: [] }, true],
    ['a list instead of one vehicle', { ...vehicleAnswer('7'), data: [vehicleAnswer('7').data] }, false],
    ['a vehicle without an id', { ...vehicleAnswer('7'), data: { ...vehicleAnswer('7').data, id: undefined } }, false],
    ['included items that are not a list', { ...vehicleAnswer('7'), included: {} }, false],
  ])('reads %s as the schema does', (_, body, read) => {
    expect(readVehicleAnswer(body) !== null).toBe(read)
    expect(vehicleAnswerSchema.safeParse(body).success).toBe(read)
  })
})
