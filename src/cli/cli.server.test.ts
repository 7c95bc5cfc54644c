import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sites, userRoles, users } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket } from '~/test/markets.ts'
import { main } from './cli.server.ts'

/** `forecourt user add` refuses a weak password before it opens the database. */
describe('forecourt user add: password rules', () => {
  const run = async (password: string) => {
    const err: string[] = []
    const io = { out: () => {}, err: (s: string) => err.push(s), stdin: async () => `${password}\n` }
    const code = await main(['user', 'add', '--email', 'sam.taylor@example.com', '--role', 'editor'], io, {
      DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-cli-')),
    })
    return { code, err: err.join('\n') }
  }

  it.each([
    ['aaaaaaaaaaaa', 'password: password is too easy to guess: repeated characters like "aaa" are easy to guess'],
    ['password1234', 'password: password is too easy to guess: it is a common password'],
    [' '.repeat(12), 'password: password must not be only spaces'],
    ['samtaylor1234', "password: password is too easy to guess: it contains your e-mail address, your name or the site's name"],
    ['short', 'password: password must be at least 12 characters'],
  ])('refuses %j and says why', async (password, message) => {
    expect(await run(password)).toEqual({ code: 1, err: message })
  })
})

/**
 * `forecourt user add … [--site KEY]…` (ADR 041): the role holds in the sites named,
 * or in every site without --site; an unknown key is refused and nothing is written.
 */
describeEachEngine('forecourt user add --site', (db) => {
  const run = async (args: string[], password = 'a long enough cli password') => {
    const out: string[] = []
    const err: string[] = []
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), stdin: async () => `${password}\n` }
    // The suite's database, left open for the next test.
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(['user', 'add', ...args], io, { DATA_DIR: tmpdir() }, open)
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  const grantsOf = async (email: string) =>
    (await db().database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.email, email) }))
      ? await db()
          .database.db.select({ site: sites.key, role: userRoles.role })
          .from(userRoles)
          .innerJoin(users, eq(users.id, userRoles.userId))
          .leftJoin(sites, eq(sites.id, userRoles.siteId))
          .where(eq(users.email, email))
          .orderBy(sites.key)
      : null

  beforeAll(async () => {
    await addMarket(db(), 'fr')
    await addMarket(db(), 'ae-ar')
  })

  it('without --site: the role in every market (the documented `user add --email E --role R`)', async () => {
    expect(await run(['--email', 'every@example.com', '--role', 'admin'])).toEqual({
      code: 0,
      out: 'User every@example.com saved: admin in every market.',
      err: '',
    })
    expect(await grantsOf('every@example.com')).toEqual([{ site: null, role: 'admin' }])
  })

  it('--site repeated: the role in each of those markets', async () => {
    const result = await run(['--email', 'two@example.com', '--role', 'editor', '--site', 'fr', '--site', 'ae-ar'])
    expect(result).toEqual({ code: 0, out: 'User two@example.com saved: editor in ae-ar; editor in fr.', err: '' })
    expect(await grantsOf('two@example.com')).toEqual([
      { site: 'ae-ar', role: 'editor' },
      { site: 'fr', role: 'editor' },
    ])
  })

  it("again for an existing user: sets the role there and keeps the others; '*' is every market", async () => {
    expect((await run(['--email', 'two@example.com', '--role', 'admin', '--site', 'fr'])).code).toBe(0)
    expect((await run(['--email', 'two@example.com', '--role', 'editor', '--site', '*'])).out).toBe(
      'User two@example.com saved: editor in every market; editor in ae-ar; admin in fr.',
    )
  })

  it('an unknown site key: refused, naming it, and nothing is written', async () => {
    expect(await run(['--email', 'nobody@example.com', '--role', 'editor', '--site', 'fr', '--site', 'atlantis'])).toEqual({
      code: 1,
      out: '',
      err: 'site: no site "atlantis"; the sites are default, fr, ae-ar. Nothing was saved.',
    })
    expect(await grantsOf('nobody@example.com')).toBeNull()
    const before = await grantsOf('two@example.com')
    expect((await run(['--email', 'two@example.com', '--role', 'admin', '--site', 'Atlantis'])).code).toBe(1)
    expect(await grantsOf('two@example.com')).toEqual(before)
  })
})

/**
 * An argument no database can hold (a NUL character, a lone surrogate) is refused before any
 * command opens the database, naming the argument: nothing is written.
 */
describeEachEngine('forecourt: arguments the databases cannot hold', (db) => {
  const run = async (args: string[]) => {
    const err: string[] = []
    const io = { out: () => {}, err: (s: string) => err.push(s), stdin: async () => 'a long enough cli password\n' }
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(args, io, { DATA_DIR: tmpdir() }, open)
    return { code, err: err.join('\n') }
  }

  it.each([
    [['site', 'add', '--key', 'nul', '--name', 'Nul\u0000Land'], '--name: must not contain a NUL character (U+0000). Nothing was done.'],
    [
      ['site', 'add', '--key=nul', '--name=Lone \ud800'],
      '--name: must not contain a lone surrogate (text that is not valid Unicode). Nothing was done.',
    ],
    [['import', 'bundle\u0000.json'], 'argument 2: must not contain a NUL character (U+0000). Nothing was done.'],
    [
      ['user', 'add', '--email', 'a\u0000@example.com', '--role', 'admin'],
      '--email: must not contain a NUL character (U+0000). Nothing was done.',
    ],
  ])('refuses %j', async (args, message) => {
    expect(await run(args)).toEqual({ code: 2, err: message })
    expect((await db().database.db.select({ key: sites.key }).from(sites)).map((site) => site.key)).toEqual(['default'])
    expect(await db().database.db.select({ id: users.id }).from(users)).toEqual([])
  })
})
