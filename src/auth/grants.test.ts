import { describe, expect, it } from 'vitest'
import { administersEveryMarket, describeGrants, mayGrant, mayManageAccount, roleIn, type RoleGrant } from './grants.ts'

const every = (role: 'admin' | 'editor'): RoleGrant => ({ siteId: null, siteKey: null, role })
const at = (siteId: number, role: 'admin' | 'editor'): RoleGrant => ({ siteId, siteKey: `m${siteId}`, role })

describe('roles per market (ADR 041)', () => {
  it.each([
    ['no grants', [], 1, null],
    ['every market', [every('editor')], 1, 'editor'],
    ['this market', [at(1, 'admin')], 1, 'admin'],
    ['another market only', [at(2, 'admin')], 1, null],
    ["the market's grant wins, down", [every('admin'), at(1, 'editor')], 1, 'editor'],
    ["the market's grant wins, up", [every('editor'), at(1, 'admin')], 1, 'admin'],
    ['elsewhere the every-market grant', [every('admin'), at(1, 'editor')], 2, 'admin'],
    ['no market (the CLI): the every-market grant', [every('editor'), at(1, 'admin')], undefined, 'editor'],
    ['no market, no every-market grant', [at(1, 'admin')], undefined, null],
  ] as const)('roleIn: %s', (_what, grants, siteId, expected) => {
    expect(roleIn(grants, siteId)).toBe(expected)
  })

  it.each([
    [[every('admin')], true],
    [[every('admin'), at(1, 'admin')], true],
    [[every('admin'), at(1, 'editor')], false],
    [[every('editor')], false],
    [[at(1, 'admin'), at(2, 'admin')], false],
    [[], false],
  ] as const)('administersEveryMarket(%o) → %s', (grants, expected) => {
    expect(administersEveryMarket(grants)).toBe(expected)
  })

  it.each([
    ['an admin of this market, this market', [at(1, 'admin')], 1, true],
    ['an admin of this market, every market', [at(1, 'admin')], null, false],
    ['an admin of this market, another market', [at(1, 'admin')], 2, false],
    ['an editor of this market', [at(1, 'editor')], 1, false],
    ['an admin of another market', [at(2, 'admin')], 2, false],
    ['an admin of every market, every market', [every('admin')], null, true],
    ['an admin of every market, another market', [every('admin')], 2, true],
    ['an admin of every market but an editor here, every market', [every('admin'), at(1, 'editor')], null, false],
  ] as const)('mayGrant, working in market 1: %s → %s', (_what, actor, target, expected) => {
    expect(mayGrant(actor, 1, target)).toBe(expected)
  })

  it.each([
    ['roles only here', [at(1, 'admin')], [at(1, 'editor')], true],
    ['no roles at all', [at(1, 'admin')], [], true],
    ['a role in another market too', [at(1, 'admin')], [at(1, 'editor'), at(2, 'editor')], false],
    ['a role in every market', [at(1, 'admin')], [every('editor')], false],
    ['by an admin of every market', [every('admin')], [every('admin'), at(2, 'editor')], true],
    ['by an editor', [at(1, 'editor')], [at(1, 'editor')], false],
  ] as const)('mayManageAccount, working in market 1: %s → %s', (_what, actor, target, expected) => {
    expect(mayManageAccount(actor, 1, target)).toBe(expected)
  })

  it('describes grants for people', () => {
    expect(describeGrants([every('admin'), at(2, 'editor')])).toBe('admin in every market; editor in m2')
    expect(describeGrants([])).toBe('no role in any market')
  })
})
