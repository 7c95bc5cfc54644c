import { PGlite } from '@electric-sql/pglite'
let t=Date.now()
const a = new PGlite('memory://'); await a.waitReady; console.log('first', Date.now()-t)
t=Date.now()
const b = new PGlite('memory://'); await b.waitReady; console.log('second', Date.now()-t)
t=Date.now()
if (a.clone) { const c = await a.clone(); await c.query('select 1'); console.log('clone', Date.now()-t) }
t=Date.now()
const dump = await a.dumpDataDir('none'); console.log('dump', Date.now()-t, dump.size)
t=Date.now()
const d = new PGlite('memory://', { loadDataDir: dump }); await d.waitReady; console.log('load', Date.now()-t)
