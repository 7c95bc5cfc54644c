import type { PlaceService } from '~/places/places.server.ts'
import type { SearchService } from '~/search/search.server.ts'
import type { PaymentProviders } from '~/orders/payments/providers.server.ts'
import type { CurrencyExchange } from '~/pricing/currency-exchange.server.ts'
import type { OidcClient } from '~/auth/oidc.server.ts'
import type { SessionUser, UserService } from '~/auth/users.server.ts'
import type { ContentService } from '~/content/content.server.ts'
import type { Database } from '~/db/client.server.ts'
import type { RecaptchaVerifier } from '~/forms/recaptcha.server.ts'
import type { JobQueue } from '~/jobs/queue.server.ts'
import type { DynamicContentService } from '~/dynamic-content/dynamic-content.server.ts'
import type { FormVerification } from '~/forms/verification/providers.server.ts'
import type { Logger } from '~/lib/log.server.ts'
import type { OutboundFetch } from '~/lib/outbound.server.ts'
import type { Mailer } from '~/mail/mailer.server.ts'
import type { MediaStore } from '~/media/media-store.server.ts'
import type { NavigationService } from '~/navigation/naas.server.ts'
import type { RetailerDirectory } from '~/footer/retailers.server.ts'
import type { Site } from '~/sites/sites.ts'
import type { ClientManifest } from '~/blocks/block-assets.ts'
import type { BlockDataSources } from '~/blocks/block-data.server.ts'
import type { VehicleService } from '~/vehicles/vehicles.server.ts'
import type { Metrics } from './metrics.server.ts'
import type { PageCache } from './page-cache.server.ts'

/** Everything a request handler or a React Router loader may use; built once per process. */
export interface Services {
  database: Database
  /** Content and settings; a market's settings carry its fetched currency rate (ADR 155). */
  content: ContentService
  /** The market's currency rate, from `currency_exchange.api_url` (ADR 155). */
  currencyExchange: CurrencyExchange
  users: UserService
  /** Single sign-on, when OIDC_* is configured (ADR 023). */
  oidc?: OidcClient | null
  vehicles: VehicleService
  navigation: NavigationService
  /** The footer's retailers area (footer.retailers_url; ADR 171): HTTP when live, else the market's dealers. */
  retailers: RetailerDirectory
  dynamicContent: DynamicContentService
  /** The site search over each market's index (ADR 114). */
  search: SearchService
  /** Place search (ADR 157): Google's Places API with PLACES_API_KEY, the local gazetteer outside live, else none. */
  places: PlaceService | null
  /** The data sources of blocks that resolve data on the server (block-data.server.ts). */
  blockSources: BlockDataSources
  pageCache: PageCache
  metrics: Metrics
  log: Logger
  /** DATA_DIR: the process's own files (PGlite, generated secrets); media go through `media`. */
  dataDir: string
  /** Media originals and variants: a folder or a bucket every instance shares (ADR 036). */
  media: MediaStore
  /** The client build's manifest, for the assets of a page's blocks; empty in development (ADR 013). */
  clientManifest: ClientManifest
  /** PUBLIC_URL, the public origin for canonical URLs; never the request's (ADR 039: see canonicalOrigin). */
  publicUrl: string | null
  /**
   * The durable job queue (ADR 037): the API sends jobs with it (`jobs.send(type, payload, { tx })`).
   * Made with the services, started by `startJobs` (forecourt start) or a test's `testApp({ jobs: true })`.
   */
  jobs: JobQueue
  /** reCAPTCHA's verifier when RECAPTCHA_SECRET is set (ADR 053); null: never checked. */
  recaptcha: RecaptchaVerifier | null
  /** Outgoing e-mail: SMTP when SMTP_URL is set, else the sandbox outbox (ADR 056). */
  mailer: Mailer
  /** Phone (SMS code) and e-mail verification: HTTP providers when configured, else sandboxes (ADR 056). */
  verification: FormVerification
  /** The outbound guard for URLs from settings and admins (webhooks): internal hosts refused. */
  outbound: OutboundFetch
  /** The order journey's payment providers: Stripe with its keys, else the card sandbox (ADR 098). */
  payments: PaymentProviders
}

declare module 'hono' {
  interface ContextVariableMap {
    services: Services
    site: Site
    /** The request path inside the site's base path. */
    sitePath: string
    user: SessionUser | null
    /** Set by hono/request-id for every request. */
    requestId: string
  }
}
