import { expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'
import { buttonSetInputSchema, stockConfigEntryInputSchema, listingInputSchema } from './config.ts'
import {
  addStockConfigEntry,
  deleteButtonSet,
  deleteStockConfigEntry,
  deleteStockListing,
  listButtonSets,
  listStockListings,
  saveStockListing,
  listStockConfig,
  saveButtonSet,
  updateStockConfigEntry,
} from './config.server.ts'

it.each([
  [{ kind: 'showroom', config_type: 'order_online', data: {} }, 'config_type: must be one of additional, cash, lease, subscription'],
  [
    { kind: 'order_online', config_type: 'cash', data: {} },
    expect.stringMatching(/^config_type: must be one of order_online, order_online_steps_page/),
  ],
  [{ kind: 'showroom', config_type: 'cash', state: 'nearly', data: {} }, 'state: must be one of new, used, approved, demo'],
  [{ kind: 'showroom', config_type: 'cash', data: [] }, 'data: must be a JSON object'],
  [{ kind: 'shop', config_type: 'cash', data: {} }, 'kind: must be showroom or order_online'],
])('a config entry %j is refused: %s', (input, message) => {
  const result = stockConfigEntryInputSchema.safeParse(input)
  expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0]).toEqual(message)
})

describeEachEngine('stock config entries and button sets (spec 3 §3)', (db) => {
  const d = () => db().database.db

  it('entries per kind and type, per state or for every state; update and delete', async () => {
    const cash = await addStockConfigEntry(
      d(),
      db().siteId,
      stockConfigEntryInputSchema.parse({ kind: 'showroom', config_type: 'cash', data: { a: 1 } }),
    )
    await addStockConfigEntry(
      d(),
      db().siteId,
      stockConfigEntryInputSchema.parse({ kind: 'showroom', config_type: 'lease', state: 'used', data: {} }),
    )
    await addStockConfigEntry(
      d(),
      db().siteId,
      stockConfigEntryInputSchema.parse({ kind: 'order_online', config_type: 'order_online', data: {} }),
    )
    expect((await listStockConfig(d(), db().siteId, 'showroom')).map((e) => [e.config_type, e.state])).toEqual([
      ['cash', null],
      ['lease', 'used'],
    ])
    expect((await listStockConfig(d(), db().siteId, 'showroom', ['lease'])).map((e) => e.config_type)).toEqual(['lease'])
    expect((await listStockConfig(d(), db().siteId, 'order_online')).map((e) => e.config_type)).toEqual(['order_online'])
    const changed = await updateStockConfigEntry(
      d(),
      db().siteId,
      cash.id,
      stockConfigEntryInputSchema.parse({ kind: 'showroom', config_type: 'cash', state: 'new', data: { b: 2 } }),
    )
    expect(changed).toMatchObject({ id: cash.id, state: 'new', data: { b: 2 } })
    expect(
      await updateStockConfigEntry(
        d(),
        db().siteId + 1000,
        cash.id,
        stockConfigEntryInputSchema.parse({ kind: 'showroom', config_type: 'cash', data: {} }),
      ),
    ).toBeNull()
    expect(await deleteStockConfigEntry(d(), db().siteId, cash.id)).toBe(true)
    expect(await deleteStockConfigEntry(d(), db().siteId, cash.id)).toBe(false)
  })

  it('button sets by code: saved again replaces', async () => {
    await saveButtonSet(
      d(),
      db().siteId,
      buttonSetInputSchema.parse({
        code: 'reserve',
        setup_type: 'extended',
        reservation_fee: 500,
        buttons: [{ button_type: 'primary', label: 'Reserve now' }],
      }),
    )
    const again = await saveButtonSet(
      d(),
      db().siteId,
      buttonSetInputSchema.parse({ code: 'reserve', setup_type: 'extended', reservation_fee: 250, financing_options: ['cash'] }),
    )
    expect(await listButtonSets(d(), db().siteId)).toEqual([
      { id: again.id, code: 'reserve', setup_type: 'extended', reservation_fee: 250, financing_options: ['cash'], buttons: [] },
    ])
    expect(await deleteButtonSet(d(), db().siteId, 'reserve')).toBe(true)
    expect(await listButtonSets(d(), db().siteId)).toEqual([])
  })

  it('publication lists: saved by key (made or replaced), listed by name, deleted', async () => {
    const key = '9d8c7b6a-0000-4000-8000-0000000000aa'
    await saveStockListing(d(), db().siteId, key.toUpperCase(), listingInputSchema.parse({ name: 'Used cars' }))
    const saved = await saveStockListing(
      d(),
      db().siteId,
      key,
      listingInputSchema.parse({
        name: 'Approved used',
        disclaimers: { purchase_price: { enabled: true, description: 'Drive-away' } },
        forced_statuses: ['stock'],
        forced_dealer_codes: ['D1'],
      }),
    )
    expect(await listStockListings(d(), db().siteId)).toEqual([
      {
        id: saved.id,
        key,
        name: 'Approved used',
        disclaimers: { purchase_price: { enabled: true, description: 'Drive-away' } },
        forced_statuses: ['stock'],
        forced_dealer_codes: ['D1'],
      },
    ])
    expect(listingInputSchema.safeParse({ name: 'x', forced_statuses: ['gone'] }).error?.issues[0]?.message).toMatch(
      /^must be one of stock/,
    )
    expect(await deleteStockListing(d(), db().siteId, key)).toBe(true)
    expect(await listStockListings(d(), db().siteId)).toEqual([])
  })
})
