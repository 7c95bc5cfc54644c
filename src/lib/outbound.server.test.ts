import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import v8 from 'node:v8'
import vm from 'node:vm'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifyAddress, createOutboundFetch, OutboundRefusedError, parseAllowedHost, type AddressKind } from './outbound.server.ts'

describe('classifyAddress', () => {
  it.each<[string, AddressKind]>([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['100.128.0.1', 'public'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.10', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['fc12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::127.0.0.1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['2001:db8::1', 'reserved'],
    ['2606:4700:4700::1111', 'public'],
    ['2a00:1450:4001:80b::200e', 'public'],
    ['100::1', 'reserved'],
    ['localhost', 'reserved'],
    ['1.2.3', 'reserved'],
    ['1::2::3', 'reserved'],
    ['', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind)
  })
})

describe('parseAllowedHost', () => {
  it.each([
    ['127.0.0.1:4199', { hostname: '127.0.0.1', port: 4199 }],
    ['localhost', { hostname: 'localhost', port: null }],
    ['LocalHost.', { hostname: 'localhost', port: null }],
    ['[::1]:4199', { hostname: '[::1]', port: 4199 }],
    ['[0:0::1]', { hostname: '[::1]', port: null }],
    ['nav.example:8443', { hostname: 'nav.example', port: 8443 }],
    ['http://localhost', null],
    ['localhost:0', null],
    ['localhost:70000', null],
    ['::1', null],
    ['a b', null],
  ])('%s → %o', (entry, expected) => {
    expect(parseAllowedHost(entry)).toEqual(expected)
  })
})

describe('createOutboundFetch', () => {
  let server: Server
  let port: number
  let hits = 0
  const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
    '/ok': (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    '/big': (_req, res) => res.writeHead(200).end('x'.repeat(5000)),
    '/big-chunked': (_req, res) => {
      res.writeHead(200)
      for (let i = 0; i < 10; i++) res.write('x'.repeat(500))
      res.end()
    },
    '/bomb': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync(Buffer.alloc(1024 * 1024))),
    '/gzip': (_req, res) => res.writeHead(200, { 'content-encoding': 'gzip' }).end(gzipSync('{"zipped":true}')),
    '/to-metadata': (_req, res) => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-localhost': (_req, res) => res.writeHead(301, { location: `http://localhost:${port}/ok` }).end(),
    '/to-ok': (_req, res) => res.writeHead(307, { location: '/ok' }).end(),
    '/loop': (_req, res) => res.writeHead(302, { location: '/loop' }).end(),
    '/stall': () => {},
    // Answers, but late: a request whose deadline was lost gets this instead of its TimeoutError.
    '/late': (_req, res) => void setTimeout(() => res.writeHead(200).end('late'), 3000),
    '/echo': (req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () =>
        res.writeHead(201, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            method: req.method,
            length: req.headers['content-length'],
            type: req.headers['content-type'],
            body: Buffer.concat(chunks).toString(),
          }),
        ),
      )
    },
  }
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits++
      const route = routes[new URL(req.url!, 'http://stub').pathname]
      if (route) route(req, res)
      else res.writeHead(404).end()
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => {
    server.closeAllConnections()
    server.close()
  })
  const local = () => createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], timeoutMs: 2000 })
  const refused = async (promise: Promise<unknown>, message: RegExp) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(OutboundRefusedError)
    expect((error as Error).message).toMatch(message)
  }

  it.each([
    ['the loopback address', () => `http://127.0.0.1:${port}/ok`, /127\.0\.0\.1:\d+ is a loopback address/],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/', /link-local/],
    ['IPv6 loopback', () => 'http://[::1]:22/', /\[::1\]:22 is a loopback address/],
    ['IPv4-mapped loopback', () => `http://[::ffff:127.0.0.1]:${port}/ok`, /loopback/],
    ['loopback written as a number', () => `http://2130706433:${port}/ok`, /loopback/],
    ['a private address', () => 'http://10.1.2.3/', /private/],
    ['a name that resolves to loopback', () => `http://localhost:${port}/ok`, /localhost resolves to a loopback address/],
    ['a file URL', () => 'file:///etc/passwd', /Scheme file: is not allowed/],
    ['a gopher URL', () => 'gopher://127.0.0.1:70/', /Scheme gopher: is not allowed/],
    ['not a URL', () => '/relative', /Not a URL/],
  ])('refuses %s without connecting', async (_what, url, message) => {
    const before = hits
    await refused(createOutboundFetch()(url()), message)
    expect(hits).toBe(before)
  })

  it('refuses a name when any of its addresses is internal (the socket gets only checked addresses)', async () => {
    const lookups: string[] = []
    const outbound = createOutboundFetch({
      resolve: async (hostname) => {
        lookups.push(hostname)
        return [
          { address: '93.184.216.34', family: 4 },
          { address: '10.0.0.5', family: 4 },
        ]
      },
    })
    await refused(outbound('http://feed.example/offers'), /feed\.example resolves to a private address \(10\.0\.0\.5\)/)
    expect(lookups).toEqual(['feed.example'])
  })

  it('fetches an allow-listed host, and only on the listed port', async () => {
    const response = await local()(`http://127.0.0.1:${port}/ok`, { headers: { accept: 'application/json' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    await refused(createOutboundFetch({ allowHosts: [`127.0.0.1:${port + 1}`] })(`http://127.0.0.1:${port}/ok`), /loopback/)
    const anyPort = await createOutboundFetch({ allowHosts: ['127.0.0.1'] })(`http://127.0.0.1:${port}/ok`)
    expect(anyPort.status).toBe(200)
  })

  it('checks every redirect again', async () => {
    await refused(local()(`http://127.0.0.1:${port}/to-metadata`), /169\.254\.169\.254 is a link-local address/)
    await refused(local()(`http://127.0.0.1:${port}/to-localhost`), /localhost resolves to a loopback address/)
    const followed = await local()(`http://127.0.0.1:${port}/to-ok`)
    expect(await followed.json()).toEqual({ ok: true })
    await refused(local()(`http://127.0.0.1:${port}/loop`), /More than 3 redirects/)
  })

  it.each(['/big', '/big-chunked', '/bomb'])('refuses an answer over the size limit (%s)', async (path) => {
    const outbound = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], maxBytes: 1000 })
    await refused(outbound(`http://127.0.0.1:${port}${path}`), /larger than 1000 bytes/)
  })

  it('decompresses a gzip answer', async () => {
    expect(await (await local()(`http://127.0.0.1:${port}/gzip`)).json()).toEqual({ zipped: true })
  })

  it("gives up after its timeout, or at the caller's signal", async () => {
    const slow = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], timeoutMs: 50 })
    await expect(slow(`http://127.0.0.1:${port}/stall`)).rejects.toMatchObject({ name: 'TimeoutError' })
    await expect(local()(`http://127.0.0.1:${port}/stall`, { signal: AbortSignal.timeout(50) })).rejects.toMatchObject({
      name: 'TimeoutError',
    })
  })

  it('keeps its deadline through garbage collections (a collected timer signal once let a request wait for the answer)', async () => {
    // NOTE: gc() exposed in this process; a collection every few milliseconds while the request waits.
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    const collecting = setInterval(gc, 5)
    try {
      const slow = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], timeoutMs: 200 })
      await expect(slow(`http://127.0.0.1:${port}/late`)).rejects.toMatchObject({ name: 'TimeoutError' })
    } finally {
      clearInterval(collecting)
    }
  })

  it('POSTs a body as given, with its length (webhooks)', async () => {
    const body = JSON.stringify({ lead: { id: 1, name: 'Zoë' } })
    const response = await local()(`http://127.0.0.1:${port}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ method: 'POST', length: String(Buffer.byteLength(body)), type: 'application/json', body })
    const empty = await local()(`http://127.0.0.1:${port}/echo`, { method: 'POST' })
    expect(await empty.json()).toMatchObject({ method: 'POST', length: '0', body: '' })
  })

  it('keeps every limit for a POST: addresses, no redirect followed, size and time', async () => {
    const post = { method: 'POST' as const, body: '{}' }
    const before = hits
    await refused(createOutboundFetch()(`http://127.0.0.1:${port}/echo`, post), /loopback address/)
    await refused(createOutboundFetch()('http://169.254.169.254/latest/meta-data/', post), /link-local/)
    expect(hits).toBe(before)
    // The redirect is the answer: the body never goes to a host the caller did not name.
    const redirected = await local()(`http://127.0.0.1:${port}/to-metadata`, post)
    expect(redirected.status).toBe(302)
    expect(hits).toBe(before + 1)
    const small = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], maxBytes: 1000 })
    await refused(small(`http://127.0.0.1:${port}/big`, post), /larger than 1000 bytes/)
    const slow = createOutboundFetch({ allowHosts: [`127.0.0.1:${port}`], timeoutMs: 50 })
    await expect(slow(`http://127.0.0.1:${port}/stall`, post)).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('refuses a bad allow-list entry at once', () => {
    expect(() => createOutboundFetch({ allowHosts: ['http://x'] })).toThrow('Not a host or host:port: http://x')
  })
})
