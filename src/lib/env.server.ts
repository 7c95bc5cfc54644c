import { z } from 'zod'
import { CACHE_LAYERS, unknownCacheLayers } from './cache-layers.ts'
import { LOG_LEVELS } from './log.server.ts'
import { parseAllowedHost } from './outbound.server.ts'

/** The environment contract of ARCHITECTURE.md, parsed once; a bad value fails fast by name. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL; unset: PGlite in DATA_DIR. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    BASE_PATH: z
      .string()
      .regex(/^\/([\w-]+\/?)*$/, 'must be a path such as / or /en')
      .default('/'),
    PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    FORECOURT_DEMO: z.enum(['0', '1']).default('0'),
    /** 'off': no published-page cache, every request renders (for benchmarks of the render path). */
    PAGE_CACHE: z.enum(['on', 'off']).default('on'),
    /** In-process caches to switch off, a comma list of src/lib/cache-layers.ts's names (for `npm run bench:caches`). */
    CACHE_OFF: z
      .string()
      .refine((value) => unknownCacheLayers(value).length === 0, {
        error: (issue) =>
          `names no cache layer: ${unknownCacheLayers(String(issue.input)).join(', ')}; known: ${Object.keys(CACHE_LAYERS).join(', ')}`,
      })
      .optional(),
    /** Bearer token for GET /metrics (Prometheus); unset: no /metrics at all. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    /** '1': one reverse proxy in front appends the client address to X-Forwarded-For (ADR 023). */
    TRUST_PROXY: z.enum(['0', '1']).default('0'),
    // Single sign-on (OpenID Connect, ADR 023): all three of issuer, client id and secret, or none.
    OIDC_ISSUER: z.url().refine(isAcceptableIssuer, 'must be an https URL (http only for localhost)').optional(),
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    /** The ID token or userinfo claim holding the roles; a dotted path such as realm_access.roles works. */
    OIDC_ROLE_CLAIM: z
      .string()
      .regex(/^[\w:-]+(\.[\w:-]+)*$/, 'must be a claim name or a dotted path')
      .default('roles'),
    /** The role of a signed-in user whose claim names no role; unset means no permissions. */
    OIDC_DEFAULT_ROLE: z.enum(['admin', 'editor']).optional(),
    /** reCAPTCHA's secret key: leads are checked with it when a market sets forms.recaptcha_site_key. */
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    // The forms' outside providers (ADR 056); each unset means its sandbox: nothing leaves the machine.
    /** Outgoing e-mail: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. */
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    /** The sender of e-mails when a market sets no forms.mail_from, e.g. `Aurelia <leads@aurelia.example>`. */
    MAIL_FROM: z.string().min(3).max(300).optional(),
    /** An SMS verification provider's base URL: POST {url}/create_verification and /check_verification. */
    SMS_PROVIDER_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    SMS_PROVIDER_TOKEN: z.string().min(1).optional(),
    /** The e-mail verification service's URL; its API key is then required. */
    EMAIL_VERIFICATION_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    EMAIL_VERIFICATION_API_KEY: z.string().min(1).optional(),
    /** The service's name in its messages ('<service> API key is required', spec 1 §8). */
    EMAIL_VERIFICATION_SERVICE_NAME: z.string().min(1).max(60).optional(),
    // The card payment provider (Stripe, ADR 098): both keys, or neither (the demo's sandbox).
    /** Stripe's secret API key (sk_live_… or sk_test_…). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^[rs]k_(live|test)_\w+$/, 'must be a Stripe secret key (sk_live_… or sk_test_…)')
      .optional(),
    /** Another Stripe API address, for a local server that speaks its API (tests, benches); unset: Stripe's. */
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    /** Stripe's publishable key (pk_live_… or pk_test_…): the checkout's card fields (Stripe.js) need it. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(live|test)_\w+$/, 'must be a Stripe publishable key (pk_live_… or pk_test_…)')
      .optional(),
    /** The signing secret of the Stripe webhook endpoint (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
    // The wallet payment provider (PayPal, ADR 100): both keys, or neither (the demo's PayPal sandbox).
    PAYPAL_CLIENT_ID: z.string().min(1).max(200).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).max(200).optional(),
    /** `live` (default) or PayPal's own `sandbox`. */
    PAYPAL_ENVIRONMENT: z.enum(['live', 'sandbox']).optional(),
    /** The id PayPal gave the webhook subscribed to `…/buy_online/webhooks/paypal`; unset: PayPal's events are refused (503). */
    PAYPAL_WEBHOOK_ID: z.string().min(1).max(200).optional(),
    /** Another PayPal API address, for a local server that speaks its API (tests, benches); unset: PayPal's. */
    PAYPAL_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    /** The maps service's server key for place search (Google's Places API, ADR 157); unset: the gazetteer in the demo, none live. */
    PLACES_API_KEY: z.string().min(1).max(200).optional(),
    // The regional payment provider (Przelewy24, ADR 100): merchant id, API key and CRC key, or none (its sandbox).
    P24_MERCHANT_ID: z.coerce.number().int().positive().optional(),
    P24_POS_ID: z.coerce.number().int().positive().optional(),
    P24_API_KEY: z.string().min(1).max(200).optional(),
    P24_CRC: z.string().min(1).max(200).optional(),
    /** `https://sandbox.przelewy24.pl` for their sandbox, or a local server; unset: the live service. */
    P24_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    // Media originals and variants (ADR 036): a folder in DATA_DIR, or an S3 bucket all instances
    // share. S3 credentials come from the SDK's default chain (AWS_ACCESS_KEY_ID …), never from here.
    MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)')
      .optional(),
    /** An S3-compatible server (MinIO …); unset: AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }).optional(),
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a region such as us-east-1')
      .default('us-east-1'),
    /** Keys start with it, e.g. `forecourt/` or `markets/uk/`. */
    S3_PREFIX: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be a key prefix such as forecourt/ (no leading slash)')
      .optional(),
    /** '1': the bucket in the URL's path, as most S3-compatible servers need. */
    S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
    /**
     * Hosts that server-side requests of configured URLs may reach although they are internal:
     * `host` or `host:port`, comma-separated, e.g. `127.0.0.1:4199,localhost`.
     */
    OUTBOUND_ALLOW_HOSTS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .refine((entries) => entries.every((entry) => parseAllowedHost(entry) !== null), 'must be host or host:port entries, comma-separated')
      .default([]),
  })
  .superRefine((env, ctx) => {
    const set = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter((v) => v !== undefined).length
    if (set !== 0 && set !== 3) {
      for (const key of ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const) {
        if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when single sign-on is configured' })
      }
    }
    if (env.EMAIL_VERIFICATION_URL !== undefined && env.EMAIL_VERIFICATION_API_KEY === undefined) {
      ctx.addIssue({ code: 'custom', path: ['EMAIL_VERIFICATION_API_KEY'], message: 'is required when EMAIL_VERIFICATION_URL is set' })
    }
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      const missing = env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other Stripe key is set' })
    }
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      const missing = env.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET'
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other PayPal key is set' })
    }
    if (env.P24_MERCHANT_ID !== undefined || env.P24_API_KEY !== undefined || env.P24_CRC !== undefined) {
      for (const key of ['P24_MERCHANT_ID', 'P24_API_KEY', 'P24_CRC'] as const) {
        if (env[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when Przelewy24 is configured' })
      }
    }
    if (env.MEDIA_STORAGE === 's3' && env.S3_BUCKET === undefined) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_STORAGE is s3' })
    }
  })
/** http issuers are accepted only on the loopback interface (development and tests). */
function isAcceptableIssuer(value: string) {
  const url = new URL(value)
  return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
}

export type Env = z.infer<typeof envSchema>

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')
    throw new Error(`Invalid environment: ${problems}`)
  }
  return result.data
}
