import { promises as dns, type LookupAddress, type LookupOptions } from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP } from 'node:net'
import zlib from 'node:zlib'

/**
 * The one way the server fetches a URL that comes from configuration (settings: the navigation
 * service, offers and stock-list feeds, the merchandise feed). It refuses what would
 * let a setting reach inside the network (server-side request forgery):
 *
 * - schemes other than http and https;
 * - hosts whose addresses (every one the name resolves to) are not public: loopback, private,
 *   link-local, unique-local, CGNAT, multicast, unspecified, reserved, and the IPv4-mapped and
 *   other IPv6 forms that embed such an IPv4 address (`classifyAddress`);
 * - redirects are not followed blindly: each hop is checked again, at most `maxRedirects`; a POST
 *   or PUT follows none (its answer is the redirect), so a body is never re-sent to a host it did not name;
 * - answers larger than `maxBytes` and requests slower than `timeoutMs`.
 *
 * NOTE: DNS rebinding. The name is resolved once, inside the socket's `lookup`, and the socket
 * connects to exactly the addresses that were checked, so a second, different answer cannot slip
 * in between check and connect. Kept-alive sockets live in agents of this guard only.
 *
 * Hosts in `allowHosts` (the OUTBOUND_ALLOW_HOSTS environment variable: local stand-ins in
 * development and tests) skip the address check, never the scheme, size or time limits.
 *
 * @example
 * const outbound = createOutboundFetch({ allowHosts: ['127.0.0.1:4199'] })
 * const response = await outbound('https://nav.example/naas/nav.locale=en_GB.json', { signal })
 * // A webhook: the body as given, with its length.
 * await outbound('https://crm.example/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
 */
export type OutboundFetch = (url: string, init?: OutboundInit) => Promise<Response>

export interface OutboundInit {
  /** GET unless said. */
  method?: 'GET' | 'POST' | 'PUT'
  headers?: Record<string, string>
  /** POST's body, sent as is (text: what a `fetch` would take, so `fetch` stays an OutboundFetch in tests). */
  body?: string
  signal?: AbortSignal
}

export interface OutboundOptions {
  /** `host` (any port) or `host:port`, IPv6 in brackets (`[::1]:4199`); see `parseAllowedHost`. */
  allowHosts?: readonly string[]
  /** The whole request, redirects and body included. */
  timeoutMs?: number
  /** The most bytes of an answer's body (after decompression). */
  maxBytes?: number
  maxRedirects?: number
  /** Every address of a host name; the system resolver unless a test gives its own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>
}

export const OUTBOUND_TIMEOUT_MS = 10_000
export const OUTBOUND_MAX_BYTES = 5 * 1024 * 1024
export const OUTBOUND_MAX_REDIRECTS = 3

/** A request the guard will not make (the message says why; it never carries the URL's query). */
export class OutboundRefusedError extends Error {
  override name = 'OutboundRefusedError'
}

export type AddressKind =
  'public' | 'unspecified' | 'loopback' | 'private' | 'link-local' | 'unique-local' | 'cgnat' | 'multicast' | 'reserved'

// IANA special-purpose registries (RFC 6890 and successors); anything listed is not public.
const IPV4_RANGES: readonly (readonly [string, number, AddressKind])[] = [
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'cgnat'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'],
  ['192.0.2.0', 24, 'reserved'],
  ['192.88.99.0', 24, 'reserved'],
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'],
  ['198.51.100.0', 24, 'reserved'],
  ['203.0.113.0', 24, 'reserved'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
]
const IPV6_RANGES: readonly (readonly [string, number, AddressKind])[] = [
  ['64:ff9b:1::', 48, 'private'],
  ['100::', 64, 'reserved'],
  ['2001:db8::', 32, 'reserved'],
  ['2001::', 23, 'reserved'],
  ['fc00::', 7, 'unique-local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'private'],
  ['ff00::', 8, 'multicast'],
]
/** IPv6 ranges that carry an IPv4 address, classified as that address: [prefix, length, shift]. */
const IPV6_EMBEDDING_IPV4: readonly (readonly [string, number, bigint])[] = [
  ['::ffff:0:0', 96, 0n], // IPv4-mapped
  ['::', 96, 0n], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96, 0n], // NAT64
  ['2002::', 16, 80n], // 6to4
]

function parseIpv4(text: string): number | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null
  return parts.reduce((value, part) => value * 256 + Number(part), 0)
}

function parseIpv6(text: string): bigint | null {
  let s = text.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const tail = s.slice(s.lastIndexOf(':') + 1)
  if (tail.includes('.')) {
    const v4 = parseIpv4(tail)
    if (v4 === null) return null
    s = `${s.slice(0, s.length - tail.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`
  }
  const halves = s.split('::')
  if (halves.length > 2) return null
  const head = halves[0] ? halves[0].split(':') : []
  const rest = halves.length === 2 && halves[1] ? halves[1].split(':') : []
  const missing = 8 - head.length - rest.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  let value = 0n
  for (const group of [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest]) {
    if (!/^[0-9a-f]{1,4}$/i.test(group)) return null
    value = (value << 16n) | BigInt(parseInt(group, 16))
  }
  return value
}

const inRange = (value: bigint, bits: number, prefix: bigint, length: number) =>
  value >> BigInt(bits - length) === prefix >> BigInt(bits - length)

const v4Ranges = IPV4_RANGES.map(([prefix, length, kind]) => [BigInt(parseIpv4(prefix)!), length, kind] as const)
const v6Ranges = IPV6_RANGES.map(([prefix, length, kind]) => [parseIpv6(prefix)!, length, kind] as const)
const v6Embedding = IPV6_EMBEDDING_IPV4.map(([prefix, length, shift]) => [parseIpv6(prefix)!, length, shift] as const)

function classifyIpv4(value: bigint): AddressKind {
  return v4Ranges.find(([prefix, length]) => inRange(value, 32, prefix, length))?.[2] ?? 'public'
}

/**
 * What kind of address this is; only `public` ones may be fetched. Anything that is not an IP
 * address is `reserved`.
 * @example classifyAddress('::ffff:127.0.0.1') // → 'loopback'
 */
export function classifyAddress(address: string): AddressKind {
  const v4 = parseIpv4(address)
  if (v4 !== null) return classifyIpv4(BigInt(v4))
  const v6 = parseIpv6(address)
  if (v6 === null) return 'reserved'
  if (v6 === 0n) return 'unspecified'
  if (v6 === 1n) return 'loopback'
  for (const [prefix, length, shift] of v6Embedding) {
    if (inRange(v6, 128, prefix, length)) return classifyIpv4((v6 >> shift) & 0xffffffffn)
  }
  const kind = v6Ranges.find(([prefix, length]) => inRange(v6, 128, prefix, length))?.[2]
  if (kind) return kind
  // Only 2000::/3 is global unicast today.
  return v6 >> 125n === 1n ? 'public' : 'reserved'
}

export interface AllowedHost {
  /** As `URL#hostname` writes it: lower case, IPv6 in brackets. */
  hostname: string
  /** Null: any port. */
  port: number | null
}

/**
 * One entry of OUTBOUND_ALLOW_HOSTS, or null when it is not `host` or `host:port`.
 * @example parseAllowedHost('[::1]:4199') // → { hostname: '[::1]', port: 4199 }
 */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const match = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._-]+)(?::(\d{1,5}))?$/.exec(entry.trim())
  if (!match) return null
  const port = match[2] === undefined ? null : Number(match[2])
  if (port !== null && (port < 1 || port > 65535)) return null
  try {
    return { hostname: new URL(`http://${match[1]}/`).hostname.replace(/\.$/, ''), port }
  } catch {
    return null
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308])
const NULL_BODY = new Set([101, 204, 205, 304])

const systemResolve = (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true })

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void

export function createOutboundFetch(options: OutboundOptions = {}): OutboundFetch {
  const timeoutMs = options.timeoutMs ?? OUTBOUND_TIMEOUT_MS
  const maxBytes = options.maxBytes ?? OUTBOUND_MAX_BYTES
  const maxRedirects = options.maxRedirects ?? OUTBOUND_MAX_REDIRECTS
  const resolve = options.resolve ?? systemResolve
  const allowed = (options.allowHosts ?? []).map((entry) => {
    const host = parseAllowedHost(entry)
    if (!host) throw new Error(`Not a host or host:port: ${entry}`)
    return host
  })

  /** Resolves once and hands the socket only addresses that passed the check. */
  const checkedLookup = (hostname: string, lookupOptions: LookupOptions, callback: LookupCallback) => {
    resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw new OutboundRefusedError(`${hostname} has no address`)
        for (const { address } of addresses) {
          const kind = classifyAddress(address)
          if (kind !== 'public') throw new OutboundRefusedError(`${hostname} resolves to a ${kind} address (${address})`)
        }
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : 0
        const usable = family ? addresses.filter((a) => a.family === family) : addresses
        if (usable.length === 0) throw new OutboundRefusedError(`${hostname} has no IPv${family} address`)
        if (lookupOptions.all) callback(null, usable)
        else callback(null, usable[0]!.address, usable[0]!.family)
      })
      .catch((error: Error) => callback(error, ''))
  }
  const agentOptions = { keepAlive: true, maxSockets: 32 }
  const agents = {
    checked: {
      'http:': new http.Agent({ ...agentOptions, lookup: checkedLookup }),
      'https:': new https.Agent({ ...agentOptions, lookup: checkedLookup }),
    },
    allowed: { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) },
  }

  function target(text: string): URL {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      throw new OutboundRefusedError('Not a URL')
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError(`Scheme ${url.protocol} is not allowed`)
    return url
  }

  function isAllowed(url: URL) {
    const hostname = url.hostname.replace(/\.$/, '')
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
    return allowed.some((a) => a.hostname === hostname && (a.port === null || a.port === port))
  }

  /** One hop: the answer, or where it redirects to. */
  function request(url: URL, init: OutboundInit, signal: AbortSignal): Promise<{ response: Response } | { location: string }> {
    const allow = isAllowed(url)
    const literal = url.hostname.replace(/^\[|\]$/g, '')
    // NOTE: sockets skip `lookup` for an IP address, so a literal is checked here.
    if (!allow && isIP(literal)) {
      const kind = classifyAddress(literal)
      if (kind !== 'public') return Promise.reject(new OutboundRefusedError(`${url.host} is a ${kind} address`))
    }
    const protocol = url.protocol as 'http:' | 'https:'
    const client = protocol === 'https:' ? https : http
    const method = init.method ?? 'GET'
    const body = method !== 'GET' && init.body !== undefined ? Buffer.from(init.body, 'utf8') : null
    return new Promise((done, fail) => {
      const req = client.request(
        url,
        {
          method,
          agent: (allow ? agents.allowed : agents.checked)[protocol],
          headers: {
            'user-agent': 'Forecourt',
            ...init.headers,
            'accept-encoding': 'gzip, deflate, br',
            ...(method !== 'GET' ? { 'content-length': String(body?.length ?? 0) } : {}),
          },
          signal,
        },
        (res) => {
          const status = res.statusCode ?? 0
          const location = res.headers.location
          if (REDIRECTS.has(status) && location && method === 'GET') {
            res.resume()
            done({ location: new URL(location, url).href })
            return
          }
          const tooLarge = () => new OutboundRefusedError(`The answer is larger than ${maxBytes} bytes`)
          if (Number(res.headers['content-length']) > maxBytes) {
            res.destroy()
            fail(tooLarge())
            return
          }
          const chunks: Buffer[] = []
          let size = 0
          res.on('data', (chunk: Buffer) => {
            size += chunk.length
            if (size <= maxBytes) chunks.push(chunk)
            else if (!res.destroyed) {
              res.destroy()
              fail(tooLarge())
            }
          })
          res.on('end', () => {
            if (size > maxBytes) return
            try {
              const body = decode(Buffer.concat(chunks), res.headers['content-encoding'], maxBytes)
              const headers = new Headers()
              for (let i = 0; i < res.rawHeaders.length; i += 2) {
                const name = res.rawHeaders[i]!.toLowerCase()
                if (name !== 'content-encoding' && name !== 'content-length') headers.append(name, res.rawHeaders[i + 1]!)
              }
              const nullBody = NULL_BODY.has(status)
              done({ response: new Response(nullBody ? null : new Uint8Array(body), { status, statusText: res.statusMessage, headers }) })
            } catch (error) {
              fail(error instanceof RangeError ? tooLarge() : error)
            }
          })
          res.on('error', fail)
        },
      )
      req.on('error', (error) => fail(signal.aborted ? signal.reason : error))
      req.end(body ?? undefined)
    })
  }

  return async (input, init = {}) => {
    // NOTE: a timer held here, not AbortSignal.any over AbortSignal.timeout: on Node 20 a garbage
    // collection can take the timeout signal that only the combined one refers to, and with it the
    // deadline (a webhook answering after 40 s held its delivery batch for 40 s).
    const deadline = new AbortController()
    const timer = setTimeout(() => deadline.abort(new DOMException(`No answer within ${timeoutMs} ms`, 'TimeoutError')), timeoutMs)
    const callerAborted = () => deadline.abort(init.signal!.reason)
    if (init.signal?.aborted) callerAborted()
    else init.signal?.addEventListener('abort', callerAborted, { once: true })
    try {
      let url = target(input)
      for (let hop = 0; ; hop++) {
        const answer = await request(url, init, deadline.signal)
        if ('response' in answer) return answer.response
        if (hop >= maxRedirects) throw new OutboundRefusedError(`More than ${maxRedirects} redirects`)
        url = target(answer.location)
      }
    } finally {
      clearTimeout(timer)
      init.signal?.removeEventListener('abort', callerAborted)
    }
  }
}

/** The body as sent before compression, at most `maxBytes` (a RangeError beyond). */
function decode(body: Buffer, encoding: string | undefined, maxBytes: number): Buffer {
  const options = { maxOutputLength: maxBytes }
  switch (encoding?.trim().toLowerCase()) {
    case undefined:
    case '':
    case 'identity':
      return body
    case 'gzip':
    case 'x-gzip':
      return zlib.gunzipSync(body, options)
    case 'deflate':
      return zlib.inflateSync(body, options)
    case 'br':
      return zlib.brotliDecompressSync(body, options)
    default:
      throw new OutboundRefusedError(`Unknown content encoding ${encoding}`)
  }
}
