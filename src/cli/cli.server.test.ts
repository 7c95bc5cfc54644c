import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { sites, userRoles, users } from '~/db/schema/index.ts'
import { describeEachEngine } from '~/test/engines.ts'
import { addMarket } from '~/test/markets.ts'
import { errorText, main } from './cli.server.ts'

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

/**
 * `forecourt site add` refuses a host and base path another market already answers (a request
 * picks the market by host, then the longest matching base path: the new one could never be
 * reached), naming that market; nothing is written.
 */
describeEachEngine('forecourt site add: an address another market answers', (db) => {
  const run = async (args: string[]) => {
    const out: string[] = []
    const err: string[] = []
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), stdin: async () => '' }
    const open = async () => ({ ...db().database, close: async () => {} })
    const code = await main(['site', 'add', ...args], io, { DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-cli-')) }, open)
    return { code, out: out.join('\n'), err: err.join('\n') }
  }
  const keys = async () => (await db().database.db.select({ key: sites.key }).from(sites)).map((site) => site.key)

  beforeAll(async () => {
    expect((await run(['--key', 'ar', '--name', 'Arabic', '--base-path', '/ar'])).code).toBe(0)
    expect((await run(['--key', 'shop', '--name', 'Shop', '--host', 'shop.example.com'])).code).toBe(0)
  })

  it.each([
    [['--key', 'x1', '--name', 'X', '--base-path', '/ar'], 'Market "ar" already answers every host at base path /ar'],
    [['--key', 'x2', '--name', 'X', '--base-path', '/ar/'], 'Market "ar" already answers every host at base path /ar'],
    [['--key', 'x3', '--name', 'X'], 'Market "default" already answers every host at base path /'],
    [['--key', 'x4', '--name', 'X', '--host', 'Shop.Example.com'], 'Market "shop" already answers shop.example.com at base path /'],
  ])('refuses %j naming the market', async (args, message) => {
    const before = await keys()
    expect(await run(args)).toEqual({
      code: 1,
      out: '',
      err: `${message}: a market added there could never be reached. Choose another base path or host. Nothing was saved.`,
    })
    expect(await keys()).toEqual(before)
  })

  it('adds a market on its own host at a base path a market answering every host has; its twin is refused', async () => {
    expect(await run(['--key', 'ar-shop', '--name', 'Shop AR', '--host', 'shop.example.com', '--base-path', '/ar'])).toEqual({
      code: 0,
      out: 'Site ar-shop added (shop.example.com, base path /ar).',
      err: '',
    })
    expect((await run(['--key', 'ar-shop-2', '--name', 'Shop AR', '--host', 'shop.example.com', '--base-path', '/ar'])).err).toMatch(
      /^Market "ar-shop" already answers shop\.example\.com at base path \/ar/,
    )
  })
})

/** `forecourt --help` and `forecourt <command> … --help`: the usage on stdout, exit 0, before the environment is read. */
describe('forecourt --help', () => {
  // A bad PORT: help does not read the environment.
  const run = async (args: string[], env: Record<string, string> = { PORT: 'not-a-port' }) => {
    const out: string[] = []
    const err: string[] = []
    const io = { out: (s: string) => out.push(s), err: (s: string) => err.push(s), stdin: async () => '' }
    const code = await main(args, io, env)
    return { code, out: out.join('\n'), err: err.join('\n') }
  }

  it.each([
    [['--help'], ['start ', 'site add --key K', 'orders reconcile'], []],
    [['-h'], ['start ', 'orders reconcile'], []],
    [['help'], ['start ', 'orders reconcile'], []],
    [
      ['site', '--help'],
      ['site add --key K --name N', '  site list '],
      ['start ', 'inventory'],
    ],
    [['site', 'add', '--key', 'x', '--help'], ['site add --key K --name N'], ['start ']],
    [['inventory', 'token', 'add', '--help'], ['inventory import', 'inventory token add --name N', 'inventory token revoke'], ['site add']],
    [['export', '--help'], ['export [--site S] [--out F]'], ['import <bundle.json>']],
  ])('%j: the usage, exit 0', async (args, present, absent) => {
    const result = await run(args)
    expect(result).toMatchObject({ code: 0, err: '' })
    expect(result.out).toMatch(/^Usage: forecourt <command>\n\n {2}\S/)
    for (const line of present) expect(result.out).toContain(line)
    for (const line of absent) expect(result.out).not.toContain(line)
  })

  it('an unknown command stays unknown with --help (exit 2), and no command is the usage on stderr (exit 2)', async () => {
    const table: [string[], number, string, string][] = [
      [['site', '--help'], 0, 'Usage: forecourt <command>', ''],
      [['bogus', '--help'], 2, '', 'Unknown command "bogus".'],
      [[], 2, '', 'Usage: forecourt <command>'],
    ]
    const results = await Promise.all(table.map(([args]) => run(args, {})))
    expect(results.map((r, i) => [table[i]![0], r.code, r.out.split('\n')[0], r.err.split('\n')[0]])).toEqual(table)
  })
})

describe('forecourt: arguments it does not take are refused before anything runs', () => {
  const run = async (args: string[]) => {
    const err: string[] = []
    const io = { out: () => {}, err: (s: string) => err.push(s), stdin: async () => '' }
    const dataDir = mkdtempSync(join(tmpdir(), 'forecourt-cli-'))
    const code = await main(args, io, { DATA_DIR: dataDir })
    return { code, err: err.join('\n'), dataDir }
  }

  it.each([
    [['migrate', '--foo'], 'Unknown argument "--foo" for migrate.'],
    [['start', '--port', '80'], 'Unknown argument "80" for start.'],
    [['demo', 'extra'], 'Unknown argument "extra" for demo.'],
    [['site', 'list', 'extra'], 'Unknown argument "extra" for site.'],
  ])('%j: exit 1 with the usage, nothing opened', async (args, message) => {
    const { code, err, dataDir } = await run(args)
    expect(code).toBe(1)
    expect(err.split('\n')[0]).toBe(message)
    expect(err).toContain(`  ${args[0]}`)
    expect(readdirSync(dataDir)).toEqual([])
  })

  it('export --out naming a directory: refused naming it, no image written beside it', async () => {
    const out = mkdtempSync(join(tmpdir(), 'forecourt-export-'))
    const { code, err, dataDir } = await run(['export', '--out', out])
    expect(code).toBe(1)
    expect(err).toBe(`--out ${out} is a directory: give the bundle's file, e.g. ${join(out, 'bundle.json')}.`)
    expect(readdirSync(out)).toEqual([])
    expect(readdirSync(dataDir)).toEqual([])
  })
})

/**
 * A wrong or unreachable DATABASE_URL is named by its cause (the driver's error under drizzle's
 * "Failed query"), and one that is not PostgreSQL's is refused before anything connects.
 */
describe('forecourt: a database that cannot be used', () => {
  const run = async (args: string[], env: Record<string, string>) => {
    const err: string[] = []
    const io = { out: () => {}, err: (s: string) => err.push(s), stdin: async () => '' }
    const code = await main(args, io, { DATA_DIR: mkdtempSync(join(tmpdir(), 'forecourt-cli-')), ...env })
    return { code, err: err.join('\n') }
  }

  it.each([
    [['migrate'], 'forecourt migrate'],
    [['site', 'list'], 'forecourt site'],
  ])('%j on a refused port: exit 1 naming DATABASE_URL (its password hidden) and the cause', async (args, prefix) => {
    const { code, err } = await run(args, { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/forecourt' })
    expect(code).toBe(1)
    expect(err).toMatch(
      new RegExp(
        `^${prefix}: Cannot use the database of DATABASE_URL \\(postgres://postgres:\\*\\*\\*@127\\.0\\.0\\.1:1/forecourt\\)\\.\\n.*\\n  cause: connect ECONNREFUSED 127\\.0\\.0\\.1:1$`,
        's',
      ),
    )
    expect(err).not.toContain('secret')
  })

  it.each([['mysql://forecourt@127.0.0.1/forecourt'], ['sqlite:///var/lib/forecourt.db']])(
    '%s: refused naming DATABASE_URL, exit 2',
    async (url) => {
      expect(await run(['migrate'], { DATABASE_URL: url })).toEqual({
        code: 2,
        err: 'Invalid environment: DATABASE_URL: must be a postgres:// or postgresql:// URL',
      })
    },
  )
})

describe('errorText', () => {
  const failedQuery = (cause: unknown) => new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause })
  it.each([
    [new Error('plain'), 'plain'],
    [
      failedQuery(new Error('database "x" does not exist')),
      'Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\n  cause: database "x" does not exist',
    ],
    [
      failedQuery(new AggregateError([new Error('connect ECONNREFUSED ::1:1'), new Error('connect ECONNREFUSED 127.0.0.1:1')], '')),
      'Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\n  cause: connect ECONNREFUSED ::1:1; connect ECONNREFUSED 127.0.0.1:1',
    ],
    [new Error('outer', { cause: new Error('middle', { cause: new Error('inner') }) }), 'outer\n  cause: middle\n  cause: inner'],
    [new Error('same text', { cause: new Error('same text') }), 'same text'],
    [Object.assign(new Error(''), { code: 'ECONNRESET' }), 'ECONNRESET'],
    ['a string', 'a string'],
  ])('%o → %j', (error, text) => {
    expect(errorText(error)).toBe(text)
  })
})
