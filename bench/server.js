// A benchmark target, started by bench/run.server.ts in its own process so the load generator
// does not share its event loop. Modes: app (page cache on), uncached (page cache off), string
// (the same Hono server answering the demo home page's HTML from a string: the ceiling).
import { register } from 'tsx/esm/api'

register()
const { startBenchServer } = await import('./target.server.ts')
await startBenchServer(process.argv[2] ?? 'app', Number(process.env.PORT ?? 3200))
