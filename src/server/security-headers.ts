import { randomBytes } from 'node:crypto'
import type { secureHeaders } from 'hono/secure-headers'

/**
 * The Content-Security-Policy of an HTML response (ADR 042). Scripts run only with
 * the render's nonce — React Router's hydration scripts, the metaheads an administrator set — and
 * what those scripts load ('strict-dynamic': the route and block chunks they import, a tag
 * manager's own scripts). No inline script without the nonce, no event-handler attributes, no
 * `eval`. Styles, images, media and frames may come from any https origin: blocks embed videos and
 * maps, and images may live on a CDN; style attributes stay allowed (React's `style`). Framing
 * only by this origin (the editor's preview). Responses without a nonce allow no script at all.
 */
export function contentSecurityPolicy(nonce: string | null, options: { cardFields?: boolean } = {}): string {
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': nonce ? `'nonce-${nonce}' 'strict-dynamic'` : "'none'",
    'style-src': "'self' 'unsafe-inline' https:",
    'img-src': "'self' data: blob: https:",
    'font-src': "'self' data: https:",
    'media-src': "'self' blob: https:",
    'frame-src': "'self' https:",
    // Stripe.js (the checkout's card fields, a market with live card keys) calls Stripe's API from the page.
    'connect-src': options.cardFields ? "'self' https://api.stripe.com" : "'self'",
    'worker-src': "'self' blob:",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'self'",
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/** A fresh nonce for one render: 128 random bits (CSP3 §2.3.1 asks for at least that). */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * Powerful features the site never uses are off for it and every frame it embeds; geolocation
 * (retailer search near me) and payment (the order journey's wallets) only for this origin.
 */
export const PERMISSIONS_POLICY = {
  camera: false,
  microphone: false,
  usb: false,
  serial: false,
  hid: false,
  midi: false,
  displayCapture: false,
  geolocation: ['self'],
  payment: ['self'],
} satisfies NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['permissionsPolicy']>
