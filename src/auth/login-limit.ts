/**
 * Login rate limiting (ADR 023): failures are counted per client address and per
 * account in fixed windows, so neither a botnet on one account nor one address on many accounts
 * gets far, and a key chosen by the request body alone never decides.
 */
export const LOGIN_LIMITS = { windowMs: 15 * 60_000, perAddress: 10, perAccount: 5 }
export type LoginLimits = typeof LOGIN_LIMITS

export interface AttemptWindow {
  failures: number
  windowStartedAt: Date
}

export type LimitDecision = { limited: false } | { limited: true; retryAfterSeconds: number }

/** Whether a login may be tried now; a window older than windowMs no longer counts. */
export function loginLimit(
  windows: { address: AttemptWindow | null; account: AttemptWindow | null },
  now: Date,
  limits: LoginLimits = LOGIN_LIMITS,
): LimitDecision {
  const waits = (
    [
      [windows.address, limits.perAddress],
      [windows.account, limits.perAccount],
    ] as const
  ).flatMap(([window, max]) => {
    if (!window) return []
    const endsAt = window.windowStartedAt.getTime() + limits.windowMs
    return endsAt > now.getTime() && window.failures >= max ? [endsAt - now.getTime()] : []
  })
  return waits.length ? { limited: true, retryAfterSeconds: Math.ceil(Math.max(...waits) / 1000) } : { limited: false }
}

export function tooManyAttemptsMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
}

/**
 * The client address: the socket's peer, or with TRUST_PROXY=1 the last X-Forwarded-For entry,
 * the one our own proxy appended (earlier entries are whatever the client sent).
 */
export function clientAddress(input: { socketAddress: string | undefined; forwardedFor: string | undefined; trustProxy: boolean }): string {
  const forwarded = input.trustProxy
    ? input.forwardedFor
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean)
        .at(-1)
    : undefined
  return forwarded ?? input.socketAddress ?? 'unknown'
}

/** The counting key of an address: IPv4 as is, IPv6 by its /64 (one host usually holds a whole /64). */
export function addressKey(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)
  if (mapped) return `ip:${mapped[1]}`
  if (!plain.includes(':')) return `ip:${plain}`
  const [head = '', tail] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `ip:${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
