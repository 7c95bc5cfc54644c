import { eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { dealers, stockButtonSets, stockConfigEntries, stockListings, stockVehicles } from '~/db/schema/index.ts'
import { sandboxMailer } from '~/mail/mailer.server.ts'
import { feedFromText, importFeed } from '~/stock/write/import.server.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { OrderError, orderTerms, type OrderContext } from './orders.server.ts'
import { reservationTerms, TermsRefusal } from './terms.server.ts'

// The hold's narrow terms (terms.server.ts) against the order's, which build the showroom vehicle
// (ADR 099): for every kind of vehicle the market may hold, the same answer — the same refusal, or
// the same fee, currency, vendor, hold minutes and connected account.

const LIST = '0bde0000-0000-4000-8000-0000000bea75'
const reserve = { button_type: 'reserve', label: 'Reserve now', target: null, target_type: null, target_action: null }

describeEachEngine('reservation terms: the narrow query answers as the showroom vehicle (ADR 099)', (db) => {
  const d = () => db().database.db
  let ids: { vin: string; id: number }[] = []
  beforeAll(async () => {
    const siteId = db().siteId
    // A feed names retailers the market has.
    await d()
      .insert(dealers)
      .values([
        { siteId, code: 'D1', name: 'Retailer one' },
        { siteId, code: 'D2', name: 'Retailer two' },
      ])
    await d()
      .insert(stockButtonSets)
      .values([
        { siteId, code: 'paid', setupType: 'extended', reservationFee: 250, financingOptions: ['cash'], buttons: [reserve] },
        { siteId, code: 'free', setupType: 'extended', reservationFee: null, financingOptions: ['cash'], buttons: [reserve] },
        { siteId, code: 'zero', setupType: 'extended', reservationFee: 0, financingOptions: [], buttons: [reserve] },
        { siteId, code: 'standard', setupType: 'standard', reservationFee: 250, financingOptions: [], buttons: [reserve] },
        { siteId, code: 'empty', setupType: 'extended', reservationFee: 250, financingOptions: [], buttons: [] },
        { siteId, code: 'odd', setupType: 'extended', reservationFee: 99.99, financingOptions: [], buttons: [reserve, reserve] },
      ])
    await d()
      .insert(stockConfigEntries)
      .values([
        {
          siteId,
          kind: 'order_online',
          configType: 'order_online_checkout_page',
          data: {
            content: {
              checkout_payment: {
                vendor: { type: 'card', card_connected_accounts: [{ owner_id: 'D1', account_id: 'acct_d1' }] },
                vendor_by_state: { demo: { type: 'PAYPAL' }, approved: { type: 'NO_PAYMENT_JAPAN' } },
              },
            },
          },
        },
        { siteId, kind: 'order_online', configType: 'order_online', data: { soft_lock_minutes: 25 } },
      ])
    const vehicle = (vin: string, fields: Record<string, unknown>) => ({
      vin,
      state: 'new',
      status: 'stock',
      nameplate_brand_name: 'Aurelia',
      nameplate_name: 'E5',
      display_price: 45000,
      owner_id: 'D1',
      owner_name: 'Zeta Motors',
      button_set: 'paid',
      ...fields,
    })
    const feed = [
      vehicle('T01', {}),
      vehicle('T02', { currency: 'gbp' }),
      vehicle('T03', { currency: 'pounds' }),
      vehicle('T04', { currency: 826 }),
      vehicle('T05', { owner_id: ' D2 ', currency: 'EUR' }),
      vehicle('T06', { owner_id: null }),
      vehicle('T07', { button_set: 'free' }),
      vehicle('T08', { button_set: 'zero' }),
      vehicle('T09', { button_set: 'standard' }),
      vehicle('T10', { button_set: 'empty' }),
      vehicle('T11', { button_set: 'odd', currency: 'JPY' }),
      vehicle('T12', { button_set: null }),
      vehicle('T13', { status: 'reserved' }),
      vehicle('T14', { status: 'sold' }),
      vehicle('T15', { status: 'in_production' }),
      vehicle('T16', { state: 'demo' }),
      vehicle('T17', { state: 'approved' }),
      vehicle('T18', { state: 'used', status: 'available_soon' }),
    ]
    expect((await importFeed(d(), siteId, feedFromText(JSON.stringify(feed), 'json'), { listingKey: LIST })).errors).toEqual([])
    await d().update(stockVehicles).set({ visible: false }).where(eq(stockVehicles.vin, 'T06'))
    ids = (await d().select({ vin: stockVehicles.vin, id: stockVehicles.id }).from(stockVehicles)).sort((a, b) =>
      a.vin.localeCompare(b.vin),
    )
    expect(ids).toHaveLength(18)
  })

  const ctx = (settings: Record<string, string>): OrderContext => ({
    db: d(),
    siteId: db().siteId,
    settings,
    basePath: '/',
    card: null,
    wallet: null,
    mailer: sandboxMailer(d()),
  })
  /** Both answers for a vehicle: the figures, or the refusal's status, text and meta. */
  const answers = async (settings: Record<string, string>, id: number) => {
    const full = await orderTerms(ctx(settings), id).then(
      ({ listed: _listed, ...terms }) => terms,
      (error: unknown) => {
        if (!(error instanceof OrderError)) throw error
        return { refused: error.status, title: error.title, detail: error.detail, meta: error.meta ?? null }
      },
    )
    const narrow = await reservationTerms(ctx(settings), id).then(
      ({ status: _status, state: _state, ...terms }) => terms,
      (error: unknown) => {
        if (!(error instanceof TermsRefusal)) throw error
        return { refused: error.status, title: error.title, detail: error.detail, meta: error.meta ?? null }
      },
    )
    return { full, narrow }
  }

  it('gives the same terms or refusal for every vehicle, with and without the market currency, in forced lists', async () => {
    const seen = new Set<string>()
    for (const settings of [{}, { 'price.currency_iso': ' gbp ' }] as Record<string, string>[]) {
      for (const { vin, id } of [...ids, { vin: 'none', id: 2_000_000 }]) {
        const { full, narrow } = await answers(settings, id)
        expect({ vin, ...narrow }).toEqual({ vin, ...full })
        seen.add('refused' in full ? `refused ${full.refused}` : `${full.vendorType} ${full.amountMinor > 0 ? 'paid' : 'free'}`)
      }
    }
    // The fixture reaches every kind of answer.
    expect([...seen].sort()).toEqual(
      ['CARD paid', 'NO_PAYMENT_JAPAN free', 'NO_PAYMENT_WITH_CONFIRMATION_EMAIL free', 'PAYPAL paid']
        .concat(['refused 404', 'refused 409', 'refused 422'])
        .sort(),
    )

    // A list that shows only some statuses and retailers shows fewer vehicles: both say so alike.
    await d()
      .update(stockListings)
      .set({ forcedStatuses: ['stock'], forcedDealerCodes: ['D1'] })
      .where(eq(stockListings.key, LIST))
    for (const { vin, id } of ids) {
      const { full, narrow } = await answers({}, id)
      expect({ vin, ...narrow }).toEqual({ vin, ...full })
    }
    expect((await answers({}, ids.find((v) => v.vin === 'T15')!.id)).narrow).toMatchObject({ refused: 404 })
  })
})
