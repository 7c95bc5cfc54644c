import { createSearchService } from '~/search/search.server.ts'
import { indexUnindexedSites } from '~/search/index.server.ts'
import { createRecallBlockSource } from '~/recalls/recalls.server.ts'
import { eq } from 'drizzle-orm'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ClientManifest } from '~/blocks/block-assets.ts'
import type { OidcClient } from '~/auth/oidc.server.ts'
import { createUserService } from '~/auth/users.server.ts'
import { createContentService, type ContentService } from '~/content/content.server.ts'
import { openDatabase, type Database } from '~/db/client.server.ts'
import { createDynamicContentService } from '~/dynamic-content/dynamic-content.server.ts'
import { createFormBlockSource } from '~/forms/form-blocks.server.ts'
import { createStockListingSource } from '~/stock/listing/source.server.ts'
import { createDealerBlockSource } from '~/dealers/dealer-blocks.server.ts'
import { createHttpRetailerDirectory, createSandboxRetailerDirectory } from '~/footer/retailers.server.ts'
import { createHttpRecaptcha, createSandboxRecaptcha } from '~/forms/recaptcha.server.ts'
import { verificationFromEnv, type VerificationEnv } from '~/forms/verification/providers.server.ts'
import { createJobQueue } from '~/jobs/queue.server.ts'
import { createHttpSources, createSandboxSources } from '~/dynamic-content/sources.server.ts'
import { pages, sites } from '~/db/schema/index.ts'
import type { Env } from '~/lib/env.server.ts'
import { log, type Logger } from '~/lib/log.server.ts'
import { createOutboundFetch, type OutboundFetch } from '~/lib/outbound.server.ts'
import { createGooglePlaces, createSandboxPlaces, keptPlaces, type PlaceService } from '~/places/places.server.ts'
import { createHttpCurrencyExchange, createSandboxCurrencyExchange, type CurrencyExchange } from '~/pricing/currency-exchange.server.ts'
import { withExchangeRate } from '~/pricing/currency-exchange.ts'
import { sandboxMailer, smtpMailer } from '~/mail/mailer.server.ts'
import { createLocalMediaStore } from '~/media/local-store.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import { createS3MediaStore } from '~/media/s3-store.server.ts'
import { createHttpCollectionFeed, createSandboxCollectionFeed } from '~/merchandise/collection-feed.server.ts'
import { createHttpNews, createSandboxNews, keptNews } from '~/news/news.server.ts'
import { createHttpNavigationService, createSandboxNavigationService } from '~/navigation/naas.server.ts'
import { normaliseBasePath } from '~/sites/sites.ts'
import { createVehicleService } from '~/vehicles/vehicles.server.ts'
import type { Services } from './context.server.ts'
import { jobTypes } from './jobs.server.ts'
import {
  paymentProviders,
  paypalFromEnv,
  przelewy24FromEnv,
  stripeFromEnv,
  type PaymentProviders,
} from '~/orders/payments/providers.server.ts'
import { createMetrics } from './metrics.server.ts'
import { createPageCache } from './page-cache.server.ts'

/** Opens the database, applies migrations and makes sure the default market exists. */
export async function openAndMigrate(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'BASE_PATH'>): Promise<Database> {
  const database = openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })
  try {
    await database.migrate()
  } catch (error) {
    await database.close().catch(() => {})
    // The first statement is the first contact: an address unreachable or a database missing fails here.
    if (!env.DATABASE_URL) throw error
    throw new Error(`Cannot use the database of DATABASE_URL (${withoutPassword(env.DATABASE_URL)}).`, { cause: error })
  }
  await ensureDefaultSite(database, env.BASE_PATH)
  // A database from before the search index gets its markets indexed once (ADR 114).
  await indexUnindexedSites(database.db)
  return database
}

/** A database address to print: its password hidden. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.toString()
}

/** A fresh install has one default site that answers every host. */
export async function ensureDefaultSite(database: Database, basePath = '/') {
  const [existing] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.isDefault, true))
  if (existing) return existing.id
  const [row] = await database.db
    .insert(sites)
    .values({ key: 'default', name: 'Default market', hostnames: [], basePath: normaliseBasePath(basePath), isDefault: true })
    .onConflictDoNothing()
    .returning({ id: sites.id })
  return row!.id
}

export async function siteHasPages(database: Database, siteId: number) {
  const rows = await database.db.select({ id: pages.id }).from(pages).where(eq(pages.siteId, siteId)).limit(1)
  return rows.length > 0
}

/**
 * Where media originals and variants live (ADR 036): `MEDIA_STORAGE=local` (default) a folder in
 * `DATA_DIR`, `s3` a bucket every instance shares. Credentials come from the SDK's default chain.
 */
export function mediaStoreFromEnv(
  env: Pick<Env, 'DATA_DIR' | 'MEDIA_STORAGE' | 'S3_BUCKET' | 'S3_PREFIX' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_FORCE_PATH_STYLE'>,
): MediaStore {
  if (env.MEDIA_STORAGE === 'local') return createLocalMediaStore(env.DATA_DIR)
  // parseEnv refuses s3 without a bucket; this guards an Env built by hand.
  if (!env.S3_BUCKET) throw new Error('S3_BUCKET: is required when MEDIA_STORAGE is s3')
  return createS3MediaStore({
    bucket: env.S3_BUCKET,
    prefix: env.S3_PREFIX,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
  })
}

/**
 * Builds the process's services. External providers use their local sandbox unless `live` is set
 * (the demo and the tests never call out; spec 1 §7 adapters); live ones fetch through the
 * outbound guard, which lets internal hosts through only if `outboundAllowHosts` lists them.
 * Media go to `media`, by default the folder store in `dataDir`.
 */
export function createServices(
  database: Database,
  dataDir: string,
  options: {
    logger?: Logger
    media?: MediaStore
    live?: boolean
    clientManifest?: ClientManifest
    oidc?: OidcClient | null
    publicUrl?: string
    pageCache?: boolean
    processMetrics?: boolean
    outboundAllowHosts?: readonly string[]
    /** The suite's own schema for the job queue's tables (tests); default pgboss. */
    jobsSchema?: string
    /** How often an idle job worker looks for jobs (tests: short, as a job sent in a transaction wakes no worker). */
    jobsPollingIntervalSeconds?: number
    /** RECAPTCHA_SECRET: leads are checked by Google (live) or the sandbox verifier. */
    recaptchaSecret?: string
    /** SMTP_URL, MAIL_FROM and the verification providers; each unset means its sandbox (ADR 056). */
    providers?: Partial<
      Pick<
        Env,
        | 'SMTP_URL'
        | 'MAIL_FROM'
        | 'STRIPE_SECRET_KEY'
        | 'STRIPE_WEBHOOK_SECRET'
        | 'STRIPE_PUBLISHABLE_KEY'
        | 'STRIPE_API_URL'
        | 'PAYPAL_CLIENT_ID'
        | 'PAYPAL_CLIENT_SECRET'
        | 'PAYPAL_ENVIRONMENT'
        | 'PAYPAL_API_URL'
        | 'PAYPAL_WEBHOOK_ID'
        | 'PLACES_API_KEY'
        | 'P24_MERCHANT_ID'
        | 'P24_POS_ID'
        | 'P24_API_KEY'
        | 'P24_CRC'
        | 'P24_API_URL'
      >
    > &
      VerificationEnv
    /** Where the payment sandboxes post their events: this server's webhook endpoints' folder, `…/buy_online/webhooks` (ADR 098). */
    paymentWebhooksUrl?: string
    /** The payment providers, when a test brings its own. */
    payments?: PaymentProviders
  } = {},
): Services {
  const logger = options.logger ?? log
  const vehicles = createVehicleService(database.db)
  const outbound = createOutboundFetch({ allowHosts: options.outboundAllowHosts })
  const dealerSource = createDealerBlockSource(database.db)
  const currencyExchange = options.live
    ? createHttpCurrencyExchange({ fetch: outbound, warn: (message) => logger.warn(message) })
    : createSandboxCurrencyExchange()
  const payments =
    options.payments ??
    paymentProviders({
      stripe: stripeFromEnv(options.providers ?? {}),
      paypal: paypalFromEnv(options.providers ?? {}),
      przelewy24: przelewy24FromEnv(options.providers ?? {}),
      sandbox: !options.live,
      sandboxWebhookUrl: (provider) => (options.paymentWebhooksUrl ? `${options.paymentWebhooksUrl}/${provider}` : null),
    })
  return {
    database,
    content: withCurrencyRates(createContentService(database.db), currencyExchange),
    currencyExchange,
    users: createUserService(database.db),
    oidc: options.oidc ?? null,
    vehicles,
    navigation: options.live
      ? createHttpNavigationService({ fetch: outbound, warn: (message) => logger.warn(message) })
      : createSandboxNavigationService(),
    retailers: options.live
      ? createHttpRetailerDirectory({ fetch: outbound, warn: (message) => logger.warn(message) })
      : createSandboxRetailerDirectory(dealerSource),
    dynamicContent: createDynamicContentService({
      sources: options.live ? createHttpSources({ fetch: outbound }) : createSandboxSources(),
      warn: (message) => logger.warn(message),
    }),
    search: createSearchService(database),
    places: placeService(options.live ?? false, options.providers?.PLACES_API_KEY, outbound, logger),
    blockSources: {
      vehicles,
      collections: options.live ? createHttpCollectionFeed({ fetch: outbound }) : createSandboxCollectionFeed(),
      forms: createFormBlockSource(database),
      stock: createStockListingSource(database),
      dealers: dealerSource,
      recalls: createRecallBlockSource(database.db),
      news: options.live ? keptNews(createHttpNews({ fetch: outbound })) : createSandboxNews(),
      cardPayments: { sandbox: payments.sandbox, publishableKey: payments.cardPublishableKey ?? null },
    },
    pageCache: createPageCache({ maxEntries: 2000, maxBytes: 64 * 1024 * 1024, enabled: options.pageCache ?? true }),
    metrics: createMetrics({ processMetrics: options.processMetrics }),
    log: logger,
    dataDir,
    media: options.media ?? createLocalMediaStore(dataDir),
    clientManifest: options.clientManifest ?? {},
    publicUrl: options.publicUrl ?? null,
    jobs: createJobQueue(database, {
      jobs: jobTypes,
      log: logger,
      schema: options.jobsSchema,
      pollingIntervalSeconds: options.jobsPollingIntervalSeconds,
    }),
    recaptcha: !options.recaptchaSecret
      ? null
      : options.live
        ? createHttpRecaptcha({ secret: options.recaptchaSecret, log: logger })
        : createSandboxRecaptcha(),
    mailer: options.providers?.SMTP_URL
      ? smtpMailer(options.providers.SMTP_URL, options.providers.MAIL_FROM)
      : sandboxMailer(database.db, options.providers?.MAIL_FROM),
    verification: verificationFromEnv(options.providers ?? {}, { db: database.db, fetch: outbound }),
    outbound,
    payments,
  }
}

/**
 * The content service whose market settings carry the market's fetched currency rate in their
 * double price (ADR 155), so every price a page or an API writes converts with it.
 */
function withCurrencyRates(content: ContentService, exchange: CurrencyExchange): ContentService {
  return {
    ...content,
    async settings(site) {
      const settings = await content.settings(site)
      return withExchangeRate(settings, await exchange.rate(site.id, settings), new Date())
    },
  }
}

/** The client build's manifest, written by `npm run build` (vite.config.ts); empty before a build. */
export function readClientManifest(clientDir: string): ClientManifest {
  const file = join(clientDir, '.vite/manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ClientManifest) : {}
}

/** Place search (ADR 157): the maps service with its server key, the local gazetteer outside live, else none. */
function placeService(live: boolean, apiKey: string | undefined, outbound: OutboundFetch, logger: Logger): PlaceService | null {
  if (apiKey) return keptPlaces(createGooglePlaces({ apiKey, fetch: outbound, warn: (message) => logger.warn(message) }))
  return live ? null : createSandboxPlaces()
}
