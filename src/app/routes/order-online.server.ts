import { data, redirect, type AppLoadContext } from 'react-router'
import { siteName } from '~/app/shell/shell.server.ts'
import { titleWithSiteName } from '~/content/title.ts'
import { journeyBase, loadCheckout, loadConfirmation, loadJourneyVehicle } from '~/orders/journey.server.ts'
import type { OrderContext } from '~/orders/orders.server.ts'
import { isOrderNumber } from '~/orders/rules/order.ts'
import { readSetting } from '~/settings/keys.ts'
import { brandOf } from '~/theme/brands.ts'

/**
 * The order-online journey's loaders (spec 3 §2 routes; ADR 099). Each journey page is under the
 * market's base path (`/ar/showroom-order-online/…` matches the `:market/…` routes); the path
 * inside the market says which page. The pages render no CMS meta tags (spec 3 §2), only a title.
 */

const JOURNEY = '/showroom-order-online'
const under = (basePath: string, path: string) => (basePath === '/' ? path : `${basePath}${path}`)
const notFound = () => data({ reason: 'not-found' }, { status: 404 })

async function journeyContext(context: AppLoadContext) {
  const { services, site } = context
  const settings = await services.content.settings(site)
  const ctx: OrderContext = {
    db: services.database.db,
    siteId: site.id,
    settings,
    basePath: site.basePath,
    card: null,
    wallet: null,
    mailer: services.mailer,
  }
  const base = journeyBase(settings, site.basePath)
  const brand = brandOf(readSetting(settings, 'general.theme'))
  const title = (page: string) => titleWithSiteName(page, readSetting(settings, 'meta.title_divider'), siteName(settings, brand.name))
  const paths = {
    vehicle: (id: number) => under(site.basePath, `${JOURNEY}/vehicle/${id}`),
    checkout: (id: number) => under(site.basePath, `${JOURNEY}/checkout?vehicle=${id}`),
    confirmationBase: under(site.basePath, `${JOURNEY}/confirmation/`),
  }
  return { ctx, base, title, paths }
}

/** The path inside the market must be the journey's, else this route matched another market's path. */
function inJourney(context: AppLoadContext, pattern: RegExp) {
  const match = pattern.exec(context.sitePath)
  if (!match) throw notFound()
  return match
}

/** spec 3 §2 /showroom-order-online/: the journey's start; the page finds the stored journey in the browser. */
export async function loadJourneyStart(context: AppLoadContext) {
  inJourney(context, /^\/showroom-order-online\/?$/)
  const { base, title } = await journeyContext(context)
  return { base, title: title(base.texts.journeyTitle) }
}

/** spec 3 §2 vehicle/:vehicleId?: the vehicle's details and the reserve CTA. */
export async function loadJourneyDetails(context: AppLoadContext) {
  const match = inJourney(context, /^\/showroom-order-online\/vehicle(?:\/([^/]*))?\/?$/)
  const { ctx, base, title, paths } = await journeyContext(context)
  const id = match[1] && /^[1-9]\d{0,8}$/.test(match[1]) ? Number(match[1]) : null
  const result = id === null ? ({ kind: 'not-found' } as const) : await loadJourneyVehicle(ctx, id)
  const status = result.kind === 'not-found' ? 404 : 200
  return data(
    {
      base,
      result,
      checkoutHref: id === null ? '' : paths.checkout(id),
      title: title(result.kind === 'found' ? result.vehicle.title : base.texts.journeyTitle),
    },
    { status, headers: { 'cache-control': 'private, no-store' } },
  )
}

/** spec 3 §2 checkout: the steps for the vehicle of `?vehicle=` (the start page and the details page link it). */
export async function loadJourneyCheckout(request: Request, context: AppLoadContext) {
  inJourney(context, /^\/showroom-order-online\/checkout\/?$/)
  const { ctx, base, title, paths } = await journeyContext(context)
  const vehicle = new URL(request.url).searchParams.get('vehicle') ?? ''
  if (!/^[1-9]\d{0,8}$/.test(vehicle)) throw redirect(under(context.site.basePath, `${JOURNEY}/`))
  const id = Number(vehicle)
  const checkout = await loadCheckout(ctx, context.services.blockSources.forms, id)
  if (checkout.details.kind !== 'found') throw redirect(paths.vehicle(id))
  return data(
    {
      base,
      vehicle: checkout.details.vehicle,
      retailers: checkout.retailers,
      content: checkout.content!,
      form: checkout.form,
      sandbox: context.services.payments.sandbox,
      detailsHref: paths.vehicle(id),
      confirmationBase: paths.confirmationBase,
      title: title(base.texts.journeyTitle),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

/** spec 3 §2 success: the order just made (`?order=`) has its confirmation page. */
export async function loadJourneySuccess(request: Request, context: AppLoadContext) {
  inJourney(context, /^\/showroom-order-online\/success\/?$/)
  const { paths } = await journeyContext(context)
  const order = new URL(request.url).searchParams.get('order') ?? ''
  if (isOrderNumber(order)) throw redirect(`${paths.confirmationBase}${order}`)
  throw redirect(under(context.site.basePath, `${JOURNEY}/`))
}

/** spec 3 §2 confirmation/:orderNumber; an unknown number is the confirmation-failure page (404). */
export async function loadJourneyConfirmation(context: AppLoadContext) {
  const match = inJourney(context, /^\/showroom-order-online\/confirmation\/([^/]+)\/?$/)
  const { ctx, base, title } = await journeyContext(context)
  const order = await loadConfirmation(ctx.db, ctx.siteId, decodeURIComponent(match[1]!))
  return data(
    { base, order, title: title(order ? base.texts.confirmationTitle : base.texts.confirmationFailureTitle) },
    { status: order ? 200 : 404, headers: { 'cache-control': 'private, no-store' } },
  )
}
