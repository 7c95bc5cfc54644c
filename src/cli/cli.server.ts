import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { BundleError, exportBundle, importBundle } from '~/bundle/bundle.server.ts'
import { passwordProblem } from '~/auth/password-policy.server.ts'
import { describeGrants, EVERY_MARKET } from '~/auth/grants.ts'
import { createUserService, newUserSchema } from '~/auth/users.server.ts'
import type { Database } from '~/db/client.server.ts'
import { parseEnv, type Env } from '~/lib/env.server.ts'
import { unstorableText } from '~/lib/storable.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { createContentService } from '~/content/content.server.ts'
import { addSite, listSites, newSiteSchema, SiteConflictError } from '~/sites/sites.server.ts'
import { createServices, mediaStoreFromEnv, openAndMigrate } from '~/server/boot.server.ts'
import { ensureDefaultImages } from '~/media/default-image.server.ts'
import { formatIssue } from '~/stock/write/feed.ts'
import { feedFromFile, FeedImportError, importFeed, type ImportProgress } from '~/stock/write/import.server.ts'
import { paymentProviders, paypalFromEnv, stripeFromEnv } from '~/orders/payments/providers.server.ts'
import { reconcilePayments } from '~/orders/reconcile.server.ts'
import { formatRecallIssue, RECALL_FILE_MAX_BYTES } from '~/recalls/recall-file.ts'
import { importRecalls } from '~/recalls/recalls.server.ts'
import { addClientToken, clientNameSchema, listClientTokens, revokeClientTokens } from '~/stock/api/tokens.server.ts'

const USAGE = `Usage: forecourt <command>

  start                                   serve the site (PORT, HOST, DATA_DIR, DATABASE_URL …)
  dev                                     serve with Vite's dev server and hot reload
  migrate                                 apply database migrations
  demo                                    load the demo into an install with no pages yet
                                          (what FORECOURT_DEMO=1 does at start)
  import <bundle.json> [--site S]         import a site bundle (all or nothing)
  export [--site S] [--out F]             export a site bundle (stdout without --out)
  user add --email E --role admin|editor [--site S …]
                                          add or update a user with that role in the sites
                                          named (every site without --site, or with '*');
                                          password from stdin
  site add --key K --name N [--host H …] [--base-path P]
                                          add a market (answers its hosts and base path)
  site list                               list the markets
  inventory import <file.csv|file.json> --listing KEY [--site S] [--full]
                                          import a stock feed into the publication list KEY
                                          (a UUID; made when new): checked whole, written in
                                          one transaction; --full retires the list's vehicles
                                          the feed no longer holds
  inventory token add --name N [--site S]  make a client token of the inventory API (printed
                                          once; only its hash is kept, ADR 072)
  inventory token list [--site S]         list the market's inventory clients
  inventory token revoke --name N [--site S]
                                          revoke a client's tokens
  recalls import <file.csv> [--site S]    replace the market's recall list, which the VIN checker
                                          reads (columns vin, campaign, title, description):
                                          checked whole, written in one transaction
  orders reconcile [--after MINUTES]      give back at the card or wallet provider the payments
                                          left without an order (STRIPE_*, PAYPAL_* keys; by
                                          default those unchanged for 2 minutes, ADR 099, 100)`

/**
 * The usage of one command (`forecourt site --help`): its entries of USAGE under the heading; null
 * for an unknown command.
 */
export function usageOf(command: string): string | null {
  const entries = USAGE.split('\n')
    .slice(2)
    .reduce<string[][]>((all, line) => {
      if (/^ {2}\S/.test(line)) all.push([line])
      else all.at(-1)?.push(line)
      return all
    }, [])
    .filter(([first]) => first!.trim().split(/\s/)[0] === command)
  return entries.length === 0 ? null : ['Usage: forecourt <command>', '', ...entries.flat()].join('\n')
}

type Out = {
  out: (s: string) => void
  err: (s: string) => void
  stdin: () => Promise<string>
  /** A progress line that overwrites itself (only on a terminal). */
  progress?: (s: string) => void
}
const defaultIo: Out = {
  out: (s) => process.stdout.write(`${s}\n`),
  err: (s) => process.stderr.write(`${s}\n`),
  progress: process.stderr.isTTY ? (s) => process.stderr.write(`\r\x1b[2K${s}`) : undefined,
  stdin: async () => {
    if (process.stdin.isTTY) process.stderr.write('Password: ')
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  },
}

/** Opens the database a command works on (migrated); tests pass their own. */
export type OpenDatabase = (env: Env) => Promise<Database>

/** Runs one CLI command; returns the exit code. `io`, `env` and the database are injectable for tests. */
export async function main(
  argv: string[],
  io: Out = defaultIo,
  envSource: Record<string, string | undefined> = process.env,
  open: OpenDatabase = openAndMigrate,
): Promise<number> {
  const [command, ...rest] = argv
  // `forecourt --help` (or -h, help): the usage; `forecourt <command> … --help`: that command's.
  if (command === 'help' || command === '-h' || command === '--help') {
    io.out(USAGE)
    return 0
  }
  const commandUsage = command === undefined ? null : usageOf(command)
  if (commandUsage && rest.includes('--help')) {
    io.out(commandUsage)
    return 0
  }
  const unstorable = unstorableArgument(argv)
  if (unstorable) {
    io.err(unstorable)
    return 2
  }
  let env: Env
  try {
    env = parseEnv(envSource)
  } catch (error) {
    io.err((error as Error).message)
    return 2
  }
  try {
    // These take no arguments: one given is a typo, not something to run without.
    if (
      (['start', 'dev', 'migrate', 'demo'].includes(command ?? '') || (command === 'site' && rest[0] === 'list')) &&
      rest.length > (command === 'site' ? 1 : 0)
    )
      throw new UsageError(`Unknown argument "${rest.at(-1)}" for ${command}.\n\n${usageOf(command!)}`)
    switch (command) {
      case 'start':
      case 'dev': {
        const { startServer } = await import('~/server/serve.server.ts')
        // The CLI hands the demo to the server, so nothing else in src/ depends on demo/.
        const loadDemo = env.FORECOURT_DEMO === '1' ? (await import('../../demo/load.ts')).loadDemoIfEmpty : undefined
        await startServer(env, { dev: command === 'dev', loadDemo })
        return 0
      }
      case 'migrate':
        return await withDatabase(env, open, async () => {
          io.out('Migrations applied.')
          return 0
        })
      case 'demo':
        return await withDatabase(env, open, (database) =>
          withMediaStore(env, async (media) => {
            const { loadDemoIfEmpty } = await import('../../demo/load.ts')
            const services = createServices(database, env.DATA_DIR, {
              media,
              live: false,
              providers: env,
              outboundAllowHosts: env.OUTBOUND_ALLOW_HOSTS,
            })
            await loadDemoIfEmpty(services, env)
            io.out('The demo is loaded (an install that had pages is left as it was).')
            return 0
          }),
        )
      case 'import':
        return await importCommand(rest, env, io, open)
      case 'export':
        return await exportCommand(rest, env, io, open)
      case 'user':
        return await userCommand(rest, env, io, open)
      case 'site':
        return await siteCommand(rest, env, io, open)
      case 'inventory':
        return await inventoryCommand(rest, env, io, open)
      case 'orders':
        return await ordersCommand(rest, env, io, open)
      case 'recalls':
        return await recallsCommand(rest, env, io, open)
      default:
        io.err(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE)
        return 2
    }
  } catch (error) {
    if (
      error instanceof BundleError ||
      error instanceof UsageError ||
      error instanceof FeedImportError ||
      error instanceof SiteConflictError
    )
      io.err(error.message)
    else io.err(`forecourt ${command}: ${errorText(error)}`)
    return 1
  }
}

/**
 * An error's message with its causes (`error.cause`, an AggregateError's errors): a failed query
 * names its SQL, its cause why it failed ('database "x" does not exist', 'connect ECONNREFUSED …').
 * @example errorText(new Error('Failed query: SELECT 1', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1') }))
 * // → 'Failed query: SELECT 1\n  cause: connect ECONNREFUSED 127.0.0.1:1'
 */
export function errorText(error: unknown): string {
  const lines: string[] = []
  const seen = new Set<unknown>()
  for (let current = error; current !== undefined && current !== null && !seen.has(current); current = (current as Error).cause) {
    seen.add(current)
    const text = messageOf(current)
    if (text && !lines.some((line) => line.includes(text))) lines.push(text)
  }
  return lines.join('\n  cause: ') || String(error)
}

/** One error's own message: drizzle's empty `params:` line left out; an AggregateError without one, its errors'. */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const message = error.message.replace(/\nparams:\s*$/, '').trim()
  if (message || !(error instanceof AggregateError)) return message || ((error as { code?: string }).code ?? error.name)
  return [...new Set(error.errors.map(messageOf))].join('; ')
}

class UsageError extends Error {}

/**
 * Why an argument cannot be taken (a NUL character or a lone surrogate: no database holds it), naming
 * it by its option (`--name`) or its place; null when all can. Checked before any command opens the
 * database, so such an argument writes nothing.
 */
export function unstorableArgument(argv: readonly string[]): string | null {
  for (const [index, argument] of argv.entries()) {
    const problem = unstorableText(argument)
    if (!problem) continue
    const option = /^(--[\w-]+)=/.exec(argument)?.[1] ?? (argv[index - 1]?.match(/^--[\w-]+$/) ? argv[index - 1] : null)
    return `${option ?? `argument ${index + 1}`}: ${problem}. Nothing was done.`
  }
  return null
}

async function withDatabase<T>(env: Env, open: OpenDatabase, work: (database: Database) => Promise<T>): Promise<T> {
  const database = await open(env)
  try {
    return await work(database)
  } finally {
    await database.close()
  }
}

/** The media store of MEDIA_STORAGE (ADR 036), closed after the work. */
async function withMediaStore<T>(env: Env, work: (media: MediaStore) => Promise<T>): Promise<T> {
  const media = mediaStoreFromEnv(env)
  try {
    return await work(media)
  } finally {
    await media.close()
  }
}

async function siteId(database: Database, key: string | undefined): Promise<number> {
  const site = await createContentService(database.db).siteByKey(key)
  if (!site) throw new UsageError(`No site "${key}". Sites are listed by key; omit --site for the default site.`)
  return site.id
}

async function importCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: { site: { type: 'string' } } })
  const file = positionals[0]
  if (!file || positionals.length > 1) throw new UsageError('Usage: forecourt import <bundle.json> [--site S]')
  const text = await readFile(file, 'utf8').catch(() => {
    throw new UsageError(`Cannot read ${file}`)
  })
  return withDatabase(env, open, async (database) => {
    const id = await siteId(database, values.site)
    const bundleDir = dirname(resolve(file))
    const result = await withMediaStore(env, (media) => importBundle(database.db, id, text, { bundleDir, media }))
    io.out(`Imported ${result.pages} pages, ${result.settings} settings and ${result.media} images.`)
    return 0
  })
}

async function exportCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const { values } = parseArgs({ args, options: { site: { type: 'string' }, out: { type: 'string' } } })
  // Checked before anything is written (the images go beside the bundle first).
  if (values.out && (await stat(values.out).catch(() => null))?.isDirectory())
    throw new UsageError(`--out ${values.out} is a directory: give the bundle's file, e.g. ${join(values.out, 'bundle.json')}.`)
  return withDatabase(env, open, async (database) => {
    const outDir = values.out ? dirname(resolve(values.out)) : undefined
    const id = await siteId(database, values.site)
    const bundle = await withMediaStore(env, (media) => exportBundle(database.db, id, { media, outDir }))
    const text = `${JSON.stringify(bundle, null, 2)}\n`
    if (values.out) {
      await mkdir(outDir!, { recursive: true })
      await writeFile(values.out, text)
      io.out(`Exported to ${values.out}`)
    } else {
      io.out(text.trimEnd())
    }
    return 0
  })
}

/**
 * `user add`: the role holds in each `--site` (repeatable), or in every market without one or with
 * `--site '*'` (ADR 041). An unknown site key is refused before anything is written.
 */
async function userCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const [sub, ...rest] = args
  if (sub !== 'add') throw new UsageError('Usage: forecourt user add --email E --role admin|editor [--site S …] (password from stdin)')
  const { values } = parseArgs({
    args: rest,
    options: { email: { type: 'string' }, role: { type: 'string' }, site: { type: 'string', multiple: true } },
  })
  const password = (await io.stdin()).replace(/\r?\n$/, '')
  const input = newUserSchema.safeParse({ email: values.email, role: values.role, password })
  if (!input.success) throw new UsageError(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'))
  const weak = await passwordProblem(input.data.password, { email: input.data.email })
  if (weak) throw new UsageError(`password: ${weak}`)
  return withDatabase(env, open, async (database) => {
    const known = await listSites(database.db)
    const keys = [...new Set(values.site ?? [])].filter((key) => key !== EVERY_MARKET)
    const unknown = keys.filter((key) => !known.some((site) => site.key === key))
    if (unknown.length > 0) {
      const names = unknown.map((key) => `"${key}"`).join(', ')
      throw new UsageError(`site: no site ${names}; the sites are ${known.map((site) => site.key).join(', ')}. Nothing was saved.`)
    }
    // No --site, or '*' among them: every market (null).
    const everyMarket = !values.site?.length || values.site.includes(EVERY_MARKET)
    const siteIds = [...(everyMarket ? [null] : []), ...keys.map((key) => known.find((site) => site.key === key)!.id)]
    const user = await createUserService(database.db).addUser({ ...input.data, siteIds })
    io.out(`User ${user.email} saved: ${describeGrants(user.grants)}.`)
    return 0
  })
}

async function siteCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const [sub, ...rest] = args
  if (sub === 'list') {
    return withDatabase(env, open, async (database) => {
      for (const site of await listSites(database.db)) {
        io.out(`${site.key}\t${site.name}\t${site.hostnames.join(',') || '*'}\t${site.basePath}${site.isDefault ? '\t(default)' : ''}`)
      }
      return 0
    })
  }
  if (sub !== 'add') throw new UsageError('Usage: forecourt site add --key K --name N [--host H …] [--base-path P] | forecourt site list')
  const { values } = parseArgs({
    args: rest,
    options: {
      key: { type: 'string' },
      name: { type: 'string' },
      host: { type: 'string', multiple: true },
      'base-path': { type: 'string' },
    },
  })
  const input = newSiteSchema.safeParse({
    key: values.key,
    name: values.name,
    hostnames: values.host ?? [],
    basePath: values['base-path'] ?? '/',
  })
  if (!input.success) throw new UsageError(input.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'))
  return withDatabase(env, open, async (database) => {
    const site = await addSite(database.db, input.data)
    await withMediaStore(env, (media) => ensureDefaultImages(database.db, media))
    io.out(`Site ${site.key} added (${site.hostnames.join(', ') || 'any host'}, base path ${site.basePath}).`)
    return 0
  })
}

const ORDERS_USAGE = 'Usage: forecourt orders reconcile [--after MINUTES]'

/** `orders reconcile`: what the scheduled job does, now (after a crash, or to check a provider's state). */
async function ordersCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const [sub, ...rest] = args
  if (sub !== 'reconcile') throw new UsageError(ORDERS_USAGE)
  const { values } = parseArgs({ args: rest, options: { after: { type: 'string' } } })
  const after = values.after === undefined ? undefined : Number(values.after)
  if (after !== undefined && !(Number.isFinite(after) && after >= 0 && after <= 24 * 60))
    throw new UsageError(`--after must be 0 to 1440 minutes. ${ORDERS_USAGE}`)
  const stripe = stripeFromEnv(env)
  const paypal = paypalFromEnv(env)
  if (!stripe && !paypal)
    throw new UsageError(
      'orders reconcile needs a payment provider: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.',
    )
  return withDatabase(env, open, async (database) => {
    const result = await reconcilePayments(database.db, paymentProviders({ stripe, paypal, sandbox: false }), { settleMinutes: after })
    io.out(
      `Checked ${result.checked} payment(s): ${result.released} given back, ${result.updated} updated, ${result.unavailable} left for later (the provider did not answer), ${result.refused} refused by the provider (see each payment's last error).`,
    )
    return result.unavailable > 0 || result.refused > 0 ? 1 : 0
  })
}

const RECALLS_USAGE = 'Usage: forecourt recalls import <file.csv> [--site S]'

/**
 * `recalls import`: a market's recall list for the Local VIN Checker (ADR 138). A bad file prints
 * every problem (row and column) and exits 1 with nothing written.
 */
async function recallsCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const [sub, ...rest] = args
  if (sub !== 'import') throw new UsageError(RECALLS_USAGE)
  const { positionals, values } = parseArgs({ args: rest, allowPositionals: true, options: { site: { type: 'string' } } })
  const file = positionals[0]
  if (!file || positionals.length > 1) throw new UsageError(RECALLS_USAGE)
  const { size } = await stat(file).catch(() => {
    throw new UsageError(`Cannot read ${file}`)
  })
  if (size > RECALL_FILE_MAX_BYTES) throw new UsageError(`${file}: a recall file is at most ${RECALL_FILE_MAX_BYTES / 1024 / 1024} MB`)
  const text = await readFile(file, 'utf8')
  return withDatabase(env, open, async (database) => {
    const id = await siteId(database, values.site)
    const result = await importRecalls(database.db, id, text)
    if (!result.ok) {
      for (const issue of result.errors) io.err(formatRecallIssue(issue))
      if (result.moreErrors > 0) io.err(`… and ${result.moreErrors} more problems.`)
      io.err('The recall file was refused, nothing was written.')
      return 1
    }
    io.out(`Imported ${result.recalls} recalls of ${result.vehicles} vehicles; they replace the market's earlier list.`)
    return 0
  })
}

const INVENTORY_USAGE = 'Usage: forecourt inventory import <file.csv|file.json> --listing KEY [--site S] [--full]'
const TOKEN_USAGE = 'Usage: forecourt inventory token add|revoke --name N [--site S], forecourt inventory token list [--site S]'

/** A progress bar of `width` cells for an import, by the bytes read of the file's `size`. */
export function progressLine(p: ImportProgress, size: number, width = 30): string {
  if (size <= 0) return `Importing ${p.rows} rows`
  const done = Math.min(width, Math.round((p.bytes / size) * width))
  return `Importing [${'#'.repeat(done)}${'-'.repeat(width - done)}] ${p.rows} rows`
}

/**
 * `inventory import`: a stock feed into a publication list (ADR 065). A bad feed
 * prints every problem (row and column) and exits 1 with nothing written.
 */
async function inventoryCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const [sub, ...rest] = args
  if (sub === 'token') return tokenCommand(rest, env, io, open)
  if (sub !== 'import') throw new UsageError(INVENTORY_USAGE)
  const { positionals, values } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { listing: { type: 'string' }, site: { type: 'string' }, full: { type: 'boolean' } },
  })
  const file = positionals[0]
  if (!file || positionals.length > 1 || !values.listing) throw new UsageError(INVENTORY_USAGE)
  const source = feedFromFile(file)
  const { size } = await stat(file).catch(() => {
    throw new UsageError(`Cannot read ${file}`)
  })
  return withDatabase(env, open, async (database) => {
    const id = await siteId(database, values.site)
    const started = Date.now()
    const summary = await importFeed(database.db, id, source, {
      listingKey: values.listing!,
      full: values.full ?? false,
      onProgress: io.progress ? (p) => io.progress!(progressLine(p, size)) : undefined,
    })
    if (io.progress) io.progress('')
    const counts = `${summary.added} added, ${summary.updated} updated, ${summary.retired} retired, ${summary.rejected} rejected`
    if (summary.errors.length > 0) {
      for (const issue of summary.errors) io.err(formatIssue(issue))
      if (summary.moreErrors > 0) io.err(`… and ${summary.moreErrors} more problems.`)
      io.err(`The feed was refused, nothing was written: ${counts}.`)
      return 1
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    const made = summary.listing.created ? ` (a new list, named ${summary.listing.key})` : ''
    io.out(`Imported into list ${summary.listing.key}${made} in ${seconds} s: ${counts}.`)
    return 0
  })
}

/**
 * `inventory token add|list|revoke`: the inventory API's client tokens (spec 3 §6, ADR 072). A new
 * token is printed once, on stdout alone, so it can be piped into a secret store.
 */
async function tokenCommand(args: string[], env: Env, io: Out, open: OpenDatabase) {
  const [action, ...rest] = args
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: { name: { type: 'string' }, site: { type: 'string' } },
  })
  if (positionals.length > 0 || !['add', 'list', 'revoke'].includes(action ?? '')) throw new UsageError(TOKEN_USAGE)
  if (action !== 'list') {
    const name = clientNameSchema.safeParse(values.name ?? '')
    if (!name.success) throw new UsageError(`--name: ${name.error.issues[0]!.message}`)
  }
  return withDatabase(env, open, async (database) => {
    const id = await siteId(database, values.site)
    if (action === 'add') {
      const made = await addClientToken(database.db, id, values.name!)
      io.err(`Client token for ${made.name} (shown once; keep it secret):`)
      io.out(made.token)
      return 0
    }
    if (action === 'revoke') {
      const revoked = await revokeClientTokens(database.db, id, values.name!.trim())
      if (revoked === 0) {
        io.err(`No live client token named ${values.name}.`)
        return 1
      }
      io.out(`Revoked ${revoked} client token(s) of ${values.name!.trim()}.`)
      return 0
    }
    const clients = await listClientTokens(database.db, id)
    if (clients.length === 0) io.out('No inventory clients.')
    for (const c of clients) io.out(`${c.name}\tmade ${c.createdAt.toISOString()}\tlast used ${c.lastUsedAt?.toISOString() ?? 'never'}`)
    return 0
  })
}
