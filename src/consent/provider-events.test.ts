import { describe, expect, it } from 'vitest'
import { DEFAULT_GROUP_MAPPING, providerConsent, scopesOfGroups } from './provider-events.ts'
import type { ConsentRecord } from './status.ts'

describe('external consent-provider events (spec 1 §4)', () => {
  it.each<[string, unknown, ConsentRecord | null]>([
    ['accept-all: accepted with all scopes', { event: 'accept-all' }, { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    ['deny-all: rejected', { event: 'deny-all' }, { status: 'rejected', scopes: [] }],
    [
      'save with C0001 and C0002: optional',
      { event: 'save', groups: ['C0001', 'C0002'] },
      { status: 'accepted', scopes: ['obligatory', 'optional'] },
    ],
    ['save with C0004 only: optional', { event: 'save', groups: ['C0004'] }, { status: 'accepted', scopes: ['obligatory', 'optional'] }],
    ['save with C0001 only: necessary only', { event: 'save', groups: ['C0001'] }, { status: 'accepted', scopes: ['obligatory'] }],
    [
      'save with an unknown group: necessary only',
      { event: 'save', groups: ['C0003', 'toString'] },
      { status: 'accepted', scopes: ['obligatory'] },
    ],
    ['save without groups', { event: 'save' }, { status: 'accepted', scopes: ['obligatory'] }],
    ['an unknown event', { event: 'open' }, null],
    ['no detail', null, null],
    ['a string', 'accept-all', null],
  ])('%s', (_, detail, record) => {
    expect(providerConsent(detail, DEFAULT_GROUP_MAPPING)).toEqual(record)
  })

  it('maps groups through the market mapping, which may name the finer scopes', () => {
    const mapping = { C0001: 'obligatory', C0002: 'statistic', C0004: 'marketing' } as const
    expect(scopesOfGroups(['C0002', 'C0004'], mapping)).toEqual(['statistic', 'marketing'])
    expect(providerConsent({ event: 'accept-all' }, mapping)).toEqual({
      status: 'accepted',
      scopes: ['obligatory', 'statistic', 'marketing'],
    })
  })
})
