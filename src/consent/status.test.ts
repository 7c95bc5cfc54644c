import { describe, expect, it } from 'vitest'
import { accept, acceptAll, isAllowed, isDecided, parseConsent, reject, serialiseConsent, type ConsentRecord } from './status.ts'

describe('consent storage format (spec 1 §4: status:scope1,scope2 under cookieConsentStatus)', () => {
  it.each<[string | null, ConsentRecord]>([
    ['accepted:obligatory,optional', { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    ['accepted:optional,obligatory', { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    ['accepted:obligatory', { status: 'accepted', scopes: ['obligatory'] }],
    ['accepted:obligatory,statistic,marketing', { status: 'accepted', scopes: ['obligatory', 'statistic', 'marketing'] }],
    ['accepted:obligatory,cookies-of-mars', { status: 'accepted', scopes: ['obligatory'] }],
    ['accepted', { status: 'accepted', scopes: [] }],
    ['rejected:', { status: 'rejected', scopes: [] }],
    // A rejection carries no scopes, whatever was stored with it.
    ['rejected:optional', { status: 'rejected', scopes: [] }],
    // Anything other than accepted or rejected counts as pending.
    ['pending:', { status: 'pending', scopes: [] }],
    ['unknown:optional', { status: 'pending', scopes: [] }],
    ['ACCEPTED:optional', { status: 'pending', scopes: [] }],
    ['', { status: 'pending', scopes: [] }],
    [null, { status: 'pending', scopes: [] }],
    [`accepted:${'optional,'.repeat(100)}`, { status: 'pending', scopes: [] }],
  ])('%j reads as %j', (stored, record) => {
    expect(parseConsent(stored)).toEqual(record)
  })

  it.each<[ConsentRecord, string]>([
    [acceptAll(), 'accepted:obligatory,optional'],
    [accept(['optional']), 'accepted:obligatory,optional'],
    [accept([]), 'accepted:obligatory'],
    [reject(), 'rejected:'],
  ])('%j is stored as %j and reads back the same', (record, stored) => {
    expect(serialiseConsent(record)).toBe(stored)
    expect(parseConsent(stored)).toEqual(record)
  })
})

describe('what may run (spec 1 §4: nothing non-essential before consent)', () => {
  const pending = parseConsent(null)
  it.each<[string, ConsentRecord, Parameters<typeof isAllowed>[1], boolean, boolean]>([
    ['pending, optional', pending, 'optional', true, false],
    ['pending, obligatory', pending, 'obligatory', true, true],
    ['rejected, optional', reject(), 'optional', true, false],
    ['rejected, obligatory', reject(), 'obligatory', true, true],
    ['accepted all, optional', acceptAll(), 'optional', true, true],
    ['accepted necessary only, optional', accept([]), 'optional', true, false],
    ['accepted all, marketing (a scope the basic banner does not grant)', acceptAll(), 'marketing', true, false],
    ['no consent asked by the market, pending, optional', pending, 'optional', false, true],
  ])('%s', (_, record, scope, active, allowed) => {
    expect(isAllowed(record, scope, active)).toBe(allowed)
  })

  it('shows the basic banner only while pending', () => {
    expect([pending, acceptAll(), reject()].map(isDecided)).toEqual([false, true, true])
  })
})
