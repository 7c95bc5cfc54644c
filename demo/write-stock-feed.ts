// Writes the demo market's generated stock (demo/stock.ts) as a JSON feed — an array
// of vehicles keyed by spec 3 §3's field names — so the importer can be tried by hand:
//
//   npx tsx demo/write-stock-feed.ts /tmp/stock.json [--count 2000] [--seed 14] [--retailers /tmp/retailers.json]
//   npx forecourt inventory import /tmp/stock.json --listing KEY
//
// --retailers also writes the retailers (dealers with state, locality and brands). The vehicles'
// photos are the demo market's media library images (ADR 071): they show once the demo has them.
import { writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { DEMO_STOCK_COUNT, DEMO_STOCK_SEED, demoStock } from './stock.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { count: { type: 'string' }, seed: { type: 'string' }, retailers: { type: 'string' } },
})
const [out] = positionals
const count = Number(values.count ?? DEMO_STOCK_COUNT)
const seed = Number(values.seed ?? DEMO_STOCK_SEED)
if (!out || positionals.length > 1 || !Number.isInteger(count) || count < 1 || !Number.isInteger(seed)) {
  console.error('usage: tsx demo/write-stock-feed.ts <out.json> [--count N] [--seed N] [--retailers <retailers.json>]')
  process.exit(2)
}

const { retailers, vehicles } = demoStock({ count, seed })
await writeFile(resolve(out), `${JSON.stringify(vehicles, null, 1)}\n`)
console.log(`Wrote ${vehicles.length} vehicles to ${resolve(out)}`)
if (values.retailers) {
  await writeFile(resolve(values.retailers), `${JSON.stringify(retailers, null, 2)}\n`)
  console.log(`Wrote ${retailers.length} retailers to ${resolve(values.retailers)}`)
}
