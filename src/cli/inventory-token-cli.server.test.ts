import { tmpdir } from 'node:os'
import { expect, it } from 'vitest'
import { describeEachEngine } from '~/test/engines.ts'
import { stockClientTokens } from '~/db/schema/index.ts'
import { clientOfToken, hashToken } from '~/stock/api/tokens.server.ts'
import { main } from './cli.server.ts'

/** `forecourt inventory token add|list|revoke` (spec 3 §6 client tokens, ADR 072). */
describeEachEngine('forecourt inventory token', (db) => {
  const run = async (args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), stdin: async () => '' }
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(['inventory', 'token', ...args], io, { DATA_DIR: tmpdir() }, open)
    return { code, out, err: err.join('\n') }
  }

  it('adds a token, printed once on stdout; only its hash is kept; list and revoke by name', async () => {
    const added = await run(['add', '--name', 'partner site', '--site', 'default'])
    expect(added.code).toBe(0)
    expect(added.out).toHaveLength(1)
    const token = added.out[0]!
    expect(token).toMatch(/^fct_[A-Za-z0-9_-]{43}$/)
    expect(added.err).toContain('shown once')
    expect(await clientOfToken(db().database.db, db().siteId, token)).toMatchObject({ name: 'partner site' })
    const stored = await db().database.db.select().from(stockClientTokens)
    expect(stored.map((r) => r.tokenHash)).toEqual([hashToken(token)])
    expect(JSON.stringify(stored)).not.toContain(token)

    const listed = await run(['list'])
    expect(listed.out.join('\n')).toMatch(/^partner site\tmade \S+\tlast used \S+$/m)
    expect(await run(['revoke', '--name', 'partner site'])).toMatchObject({ code: 0, out: ['Revoked 1 client token(s) of partner site.'] })
    expect(await clientOfToken(db().database.db, db().siteId, token)).toBeNull()
    expect((await run(['revoke', '--name', 'partner site'])).code).toBe(1)
    expect((await run(['list'])).out).toEqual(['No inventory clients.'])
  })

  it('refuses a missing name, an unknown site and an unknown action', async () => {
    expect(await run(['add'])).toMatchObject({ code: 1, err: '--name: a client name is required' })
    expect((await run(['add', '--name', 'x', '--site', 'nowhere'])).err).toContain('No site "nowhere"')
    expect((await run(['rotate', '--name', 'x'])).err).toContain('Usage: forecourt inventory token add|revoke')
  })
})
