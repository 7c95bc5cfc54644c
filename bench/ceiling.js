// The ceiling of `npm run bench`: the same Hono server on @hono/node-server answering the demo
// home page's HTML (read from the file named by argv[2]) from a string, with no render at all.
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { readFileSync } from 'node:fs'

const html = readFileSync(process.argv[2], 'utf8')
const app = new Hono()
app.get('/', (c) => c.html(html))
app.get('/readyz', (c) => c.text('ready'))
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' })
