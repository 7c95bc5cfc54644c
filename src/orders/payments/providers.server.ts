import type { CardProviderOptions } from './card.server.ts'
import { startCardSandbox } from './card-sandbox.server.ts'
import type { PaypalProviderOptions } from './paypal.server.ts'
import { startPaypalSandbox } from './paypal-sandbox.server.ts'
import type { PaymentProvider, WalletProvider } from './provider.ts'
import { przelewy24Provider, type Przelewy24Options, type RegionalProvider } from './przelewy24.server.ts'
import { startPrzelewy24Sandbox } from './przelewy24-sandbox.server.ts'

/**
 * Stripe's and PayPal's libraries are loaded with their adapter on a provider's first use, not at
 * start: a market that takes no payment, or no wallet, never holds them (docs/benchmarks.md,
 * "Memory of the demo process").
 */
const cardProvider = async (options: CardProviderOptions) => (await import('./card.server.ts')).cardProvider(options)
const paypalProvider = async (options: PaypalProviderOptions) => (await import('./paypal.server.ts')).paypalProvider(options)

/** `make` run on the first call only: every later call answers its promise (a provider, or a started sandbox's). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => (made ??= make())
}

/**
 * The payment providers a process uses (ADR 098): the card provider through Stripe's library —
 * against Stripe with STRIPE_SECRET_KEY, or against the local card sandbox in the demo and the
 * tests, started on first use. A live install without keys has no card provider: the journey
 * answers that card payments are not configured.
 */
export interface PaymentProviders {
  card(): Promise<PaymentProvider | null>
  /** The wallet provider (PayPal, ADR 100): PayPal with PAYPAL_CLIENT_ID and _SECRET, else its sandbox when allowed. */
  wallet(): Promise<WalletProvider | null>
  /** The regional provider (Przelewy24, ADR 100): with P24_* keys, else its local sandbox when allowed. */
  regional?(): Promise<RegionalProvider | null>
  /** True when the card provider is the sandbox: the checkout then offers its test cards. */
  readonly sandbox: boolean
  /**
   * Stripe's publishable key (STRIPE_PUBLISHABLE_KEY) when the card provider is Stripe: the
   * checkout then takes the card in Stripe's own fields (Stripe.js), never through our server.
   */
  readonly cardPublishableKey?: string | null
}

/** STRIPE_* of the environment as the card provider's options; null without keys. */
export function stripeFromEnv(env: {
  STRIPE_SECRET_KEY?: string
  STRIPE_WEBHOOK_SECRET?: string
  STRIPE_API_URL?: string
  STRIPE_PUBLISHABLE_KEY?: string
}) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return null
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
    ...(api && {
      host: api.hostname,
      port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
      protocol: api.protocol.replace(':', '') as 'http' | 'https',
    }),
  }
}

/** PAYPAL_* of the environment as the wallet provider's options; null without keys. */
export function paypalFromEnv(env: {
  PAYPAL_CLIENT_ID?: string
  PAYPAL_CLIENT_SECRET?: string
  PAYPAL_ENVIRONMENT?: 'live' | 'sandbox'
  PAYPAL_API_URL?: string
  PAYPAL_WEBHOOK_ID?: string
}) {
  if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) return null
  return {
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    environment: env.PAYPAL_ENVIRONMENT ?? ('live' as const),
    apiUrl: env.PAYPAL_API_URL ?? null,
    webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
  }
}

/** P24_* of the environment as the regional provider's options; null without keys. */
export function przelewy24FromEnv(env: {
  P24_MERCHANT_ID?: number
  P24_POS_ID?: number
  P24_API_KEY?: string
  P24_CRC?: string
  P24_API_URL?: string
}): Przelewy24Options | null {
  if (!env.P24_MERCHANT_ID || !env.P24_API_KEY || !env.P24_CRC) return null
  return {
    merchantId: env.P24_MERCHANT_ID,
    posId: env.P24_POS_ID ?? env.P24_MERCHANT_ID,
    apiKey: env.P24_API_KEY,
    crc: env.P24_CRC,
    baseUrl: env.P24_API_URL ?? 'https://secure.przelewy24.pl',
  }
}

function regionalProvider(options: Przelewy24Options | null | undefined, sandbox: boolean): () => Promise<RegionalProvider | null> {
  if (options) {
    const provider = przelewy24Provider(options)
    return () => Promise.resolve(provider)
  }
  if (!sandbox) return () => Promise.resolve(null)
  return once(() =>
    startPrzelewy24Sandbox().then((local) =>
      przelewy24Provider({ merchantId: local.merchantId, posId: local.posId, apiKey: local.apiKey, crc: local.crc, baseUrl: local.url }),
    ),
  )
}

/** The wallet provider: PayPal with keys, else the local PayPal sandbox started on first use, else none. */
function walletProvider(
  paypal: ReturnType<typeof paypalFromEnv> | undefined,
  sandbox: boolean,
  webhookUrl: string | null | undefined,
): () => Promise<WalletProvider | null> {
  if (paypal) return once(() => paypalProvider(paypal))
  if (!sandbox) return () => Promise.resolve(null)
  return once(() =>
    startPaypalSandbox({ webhookUrl }).then((local) =>
      paypalProvider({ clientId: local.clientId, clientSecret: local.clientSecret, apiUrl: local.url, webhookId: local.webhookId }),
    ),
  )
}

export function paymentProviders(options: {
  stripe?: ReturnType<typeof stripeFromEnv>
  paypal?: ReturnType<typeof paypalFromEnv>
  przelewy24?: Przelewy24Options | null
  /** No keys: the sandbox (demo, tests); false: none. */
  sandbox: boolean
  /** Where a sandbox posts its signed events (this server's webhook endpoint for that provider), once known. */
  sandboxWebhookUrl?: (provider: 'card' | 'paypal') => string | null
}): PaymentProviders {
  const wallet = walletProvider(options.paypal, options.sandbox, options.sandboxWebhookUrl?.('paypal'))
  const regional = regionalProvider(options.przelewy24, options.sandbox)
  const stripe = options.stripe
  if (stripe) return { card: once(() => cardProvider(stripe)), wallet, regional, sandbox: false, cardPublishableKey: stripe.publishableKey }
  if (!options.sandbox) return { card: () => Promise.resolve(null), wallet, regional, sandbox: false }
  return {
    sandbox: true,
    wallet,
    regional,
    card: once(() =>
      startCardSandbox({
        webhookSecret: SANDBOX_WEBHOOK_SECRET,
        webhookUrl: options.sandboxWebhookUrl?.('card') ?? null,
      }).then((sandbox) =>
        cardProvider({
          secretKey: sandbox.secretKey,
          webhookSecret: sandbox.webhookSecret,
          host: sandbox.host,
          port: sandbox.port,
          protocol: 'http',
        }),
      ),
    ),
  }
}

/** The sandbox's signing secret: it signs only the sandbox's own events, never a real one. */
const SANDBOX_WEBHOOK_SECRET = 'whsec_forecourtsandbox'
