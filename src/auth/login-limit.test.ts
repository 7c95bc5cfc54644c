import { describe, expect, it } from 'vitest'
import { accountKey, addressKey, clientAddress, loginLimit, tooManyAttemptsMessage, type AttemptWindow } from './login-limit.ts'

const now = new Date('2026-11-30T12:00:00Z')
const ago = (minutes: number, failures: number): AttemptWindow => ({
  failures,
  windowStartedAt: new Date(now.getTime() - minutes * 60_000),
})

describe('login rate limit (10 failures per 15 min per address, 5 per account)', () => {
  it.each([
    ['no failures yet', null, null, { limited: false }],
    ['9 by address', ago(1, 9), null, { limited: false }],
    ['10 by address', ago(1, 10), null, { limited: true, retryAfterSeconds: 14 * 60 }],
    ['4 by account', null, ago(1, 4), { limited: false }],
    ['5 by account', null, ago(5, 5), { limited: true, retryAfterSeconds: 10 * 60 }],
    ['5 by account, window over', null, ago(15, 5), { limited: false }],
    ['10 by address, window over', ago(16, 10), null, { limited: false }],
    ['both limited: the later end', ago(10, 10), ago(2, 7), { limited: true, retryAfterSeconds: 13 * 60 }],
    ['account limited, address not', ago(1, 3), ago(14.5, 5), { limited: true, retryAfterSeconds: 30 }],
  ] as const)('%s', (_case, address, account, expected) => {
    expect(loginLimit({ address, account }, now)).toEqual(expected)
  })

  it.each([
    [1, 'Too many login attempts. Try again in 1 minute.'],
    [60, 'Too many login attempts. Try again in 1 minute.'],
    [61, 'Too many login attempts. Try again in 2 minutes.'],
    [900, 'Too many login attempts. Try again in 15 minutes.'],
  ])('message for %i s', (seconds, message) => {
    expect(tooManyAttemptsMessage(seconds)).toBe(message)
  })

  it.each([
    [{ socketAddress: '10.0.0.5', forwardedFor: '1.2.3.4', trustProxy: false }, '10.0.0.5'],
    [{ socketAddress: '10.0.0.5', forwardedFor: '6.6.6.6, 1.2.3.4', trustProxy: true }, '1.2.3.4'],
    [{ socketAddress: '10.0.0.5', forwardedFor: undefined, trustProxy: true }, '10.0.0.5'],
    [{ socketAddress: '10.0.0.5', forwardedFor: ' , ', trustProxy: true }, '10.0.0.5'],
    [{ socketAddress: undefined, forwardedFor: undefined, trustProxy: false }, 'unknown'],
  ])('client address of %o is %s', (input, expected) => {
    expect(clientAddress(input)).toBe(expected)
  })

  it.each([
    ['203.0.113.7', 'ip:203.0.113.7'],
    ['::ffff:203.0.113.7', 'ip:203.0.113.7'],
    ['2001:db8:0:1:aaaa:bbbb:cccc:dddd', 'ip:2001:db8:0:1::/64'],
    ['2001:DB8::1', 'ip:2001:db8:0:0::/64'],
    ['[2001:db8:0001:0002::1]', 'ip:2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'ip:fe80:0:0:0::/64'],
    ['::1', 'ip:0:0:0:0::/64'],
    ['unknown', 'ip:unknown'],
  ])('address key of %s is %s', (address, expected) => {
    expect(addressKey(address)).toBe(expected)
  })

  it('account keys ignore case and spaces', () => {
    expect(accountKey(' Admin@Example.com ')).toBe('account:admin@example.com')
  })
})
