import { data, redirect, type AppLoadContext } from 'react-router'
import { siteName } from '~/app/shell/shell.server.ts'
import { titleWithSiteName } from '~/lib/title.ts'
import {
  journeyBase,
  loadBuildJourneyVehicle,
  loadCheckout,
  confirmationValues,
  loadConfirmation,
  loadJourneyVehicle,
  loadSuccess,
  type DetailsResult,
} from '~/orders/journey.server.ts'
import { unstorableText } from '~/lib/storable.ts'
import { MAX_CONFIG_URL } from '~/stock/rules/configurator-builds.ts'
import { orderRetailer, type OrderContext } from '~/orders/orders.server.ts'
import { checkoutTradeInOptions } from '~/orders/trade-in-options.server.ts'
import { tradeInChoices } from '~/stock/api/trade-in.server.ts'
import type { Remember } from '~/stock/listing/listing.server.ts'
import { readSetting } from '~/settings/keys.ts'
import { pathInMarket } from '~/sites/sites.ts'
import { marketPageCategory } from '~/settings/market-page-category.ts'
import { brandOf } from '~/theme/brands.ts'

/**
 * The order-online journey's loaders (spec 3 §2 routes; ADR 099). Each journey page is under the
 * market's base path (`/ar/showroom-order-online/…` matches the `:market/…` routes); the path
 * inside the market says which page. The pages render no CMS meta tags (spec 3 §2), only a title.
 */

const JOURNEY = '/showroom-order-online'
const notFound = () => data({ reason: 'not-found' }, { status: 404 })

/** The journey's routes by their spec 3 §2 names (the confirmation's name is not given: it shares the success page's). */
type JourneyRoute =
  | 'stock-locator-order-online'
  | 'stock-locator-order-online-details'
  | 'stock-locator-order-online-checkout'
  | 'stock-locator-order-online-success'

async function journeyContext(context: AppLoadContext, request: Request, routeName: JourneyRoute) {
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
    remember: (key, compute) => services.content.remember(site, key, compute),
  }
  const base = journeyBase(settings, site.basePath)
  const brand = brandOf(readSetting(settings, 'general.theme'))
  const title = (page: string) => titleWithSiteName(page, readSetting(settings, 'meta.title_divider'), siteName(settings, brand.name))
  const paths = {
    vehicle: (id: number) => pathInMarket(site.basePath, `${JOURNEY}/vehicle/${id}`),
    checkout: (id: number) => pathInMarket(site.basePath, `${JOURNEY}/checkout?vehicle=${id}`),
    buildDetails: (configUrl: string) =>
      pathInMarket(site.basePath, `${JOURNEY}/vehicle?${new URLSearchParams({ config_url: configUrl })}`),
    buildCheckout: (configUrl: string) =>
      pathInMarket(site.basePath, `${JOURNEY}/checkout?${new URLSearchParams({ config_url: configUrl })}`),
    confirmationBase: pathInMarket(site.basePath, `${JOURNEY}/confirmation/`),
    successBase: pathInMarket(site.basePath, `${JOURNEY}/success?order=`),
  }
  // spec 3 §2 Page categories: the admin's mapping first, as on every page, then the route's own.
  const warn = (message: string) => services.log.warn({ site: site.key, path: context.sitePath }, message)
  const category = marketPageCategory(settings, { routeName, url: new URL(request.url) }, warn)
  return { ctx, base, title, paths, category }
}

/** The path inside the market must be the journey's, else this route matched another market's path. */
function inJourney(context: AppLoadContext, pattern: RegExp) {
  const match = pattern.exec(context.sitePath)
  if (!match) throw notFound()
  return match
}

/**
 * The configurator build's share link of a journey page's `?config_url=` (spec 3 §2), or null.
 * The page's query does not pass the API's input guard: a value the database cannot hold is refused here.
 */
function configUrlOf(request: Request): string | null {
  const value = new URL(request.url).searchParams.get('config_url')?.trim() ?? ''
  if (value === '') return null
  if (unstorableText(value) !== null || value.length > MAX_CONFIG_URL) throw data({ reason: 'invalid-config-url' }, { status: 400 })
  return value
}

/**
 * spec 3 §2 /showroom-order-online/: the journey's start. With `?config_url=` the configurator
 * journey (spec 3 §4) goes on to the build's details step; otherwise the page finds the stored
 * journey in the browser.
 */
export async function loadJourneyStart(request: Request, context: AppLoadContext) {
  inJourney(context, /^\/showroom-order-online\/?$/)
  const configUrl = configUrlOf(request)
  const { base, title, paths, category } = await journeyContext(context, request, 'stock-locator-order-online')
  if (configUrl) throw redirect(paths.buildDetails(configUrl))
  return { base, category, title: title(base.texts.journeyTitle) }
}

/** spec 3 §2 vehicle/:vehicleId?: the vehicle's details and the reserve CTA. */
export async function loadJourneyDetails(request: Request, context: AppLoadContext) {
  const match = inJourney(context, /^\/showroom-order-online\/vehicle(?:\/([^/]*))?\/?$/)
  const { ctx, base, title, paths, category } = await journeyContext(context, request, 'stock-locator-order-online-details')
  const id = match[1] && /^[1-9]\d{0,8}$/.test(match[1]) ? Number(match[1]) : null
  // spec 3 §2 vehicle/:vehicleId?: without a vehicle id, the configurator build of `?config_url=`.
  const configUrl = match[1] ? null : configUrlOf(request)
  const result: DetailsResult =
    id !== null ? await loadJourneyVehicle(ctx, id) : configUrl ? await loadBuildJourneyVehicle(ctx, configUrl) : { kind: 'not-found' }
  const status = result.kind === 'not-found' ? 404 : 200
  return data(
    {
      base,
      category,
      result,
      checkoutHref: id !== null ? paths.checkout(id) : configUrl ? paths.buildCheckout(configUrl) : '',
      vehicleId: id,
      confirmationBase: paths.confirmationBase,
      title: title(result.kind === 'found' ? result.vehicle.title : base.texts.journeyTitle),
    },
    { status, headers: { 'cache-control': 'private, no-store' } },
  )
}

/** spec 3 §2 checkout: the steps for the vehicle of `?vehicle=` (the start page and the details page link it). */
export async function loadJourneyCheckout(request: Request, context: AppLoadContext) {
  inJourney(context, /^\/showroom-order-online\/checkout\/?$/)
  const { ctx, base, title, paths, category } = await journeyContext(context, request, 'stock-locator-order-online-checkout')
  const vehicle = new URL(request.url).searchParams.get('vehicle') ?? ''
  const configUrl = configUrlOf(request)
  if (!/^[1-9]\d{0,8}$/.test(vehicle) && !configUrl) throw redirect(pathInMarket(context.site.basePath, `${JOURNEY}/`))
  const id = configUrl ? null : Number(vehicle)
  const checkout = await loadCheckout(ctx, context.services.blockSources.forms, id === null ? { configUrl: configUrl! } : { vehicleId: id })
  const detailsHref = id === null ? paths.buildDetails(configUrl!) : paths.vehicle(id)
  if (checkout.details.kind !== 'found') throw redirect(detailsHref)
  const { services } = context
  const remember: Remember = (key, compute) => services.content.remember(context.site, key, compute)
  const tradeInOptions = checkout.content!.hiddenSteps.includes('trade_in')
    ? null
    : await checkoutTradeInOptions({
        settings: ctx.settings,
        language: base.language,
        fetch: services.outbound,
        log: (message) => services.log.warn(message),
        remember,
        inventoryOptions: () => tradeInChoices(ctx.db, ctx.siteId, base.language, remember),
      })
  return data(
    {
      base,
      category,
      vehicle: checkout.details.vehicle,
      retailers: checkout.retailers,
      content: checkout.content!,
      tradeInOptions,
      form: checkout.form,
      timeZone: checkout.timeZone,
      sandbox: context.services.payments.sandbox,
      cardPublishableKey: context.services.payments.cardPublishableKey ?? null,
      detailsHref,
      confirmationBase: paths.confirmationBase,
      successBase: paths.successBase,
      // spec 3 §3 vehicle_api_endpoint of the external checkout hand-off: the single-vehicle call (spec 3 §7).
      vehicleApiEndpoint:
        id === null
          ? null
          : `${new URL(request.url).origin}${pathInMarket(context.site.basePath, `/api/inventory/public_api/listing/${checkout.details.vehicle.listKey}/vehicle/${id}`)}`,
      title: title(base.texts.journeyTitle),
    },
    { headers: { 'cache-control': 'private, no-store' } },
  )
}

/**
 * spec 3 §2 success: the order just made (`?order=`). A confirmed order goes on to its confirmation
 * page; one whose confirm call failed shows the reservation confirmation error page (retry); an
 * unknown number the reservation confirmation failure page (404) (ADR 099).
 */
export async function loadJourneySuccess(request: Request, context: AppLoadContext) {
  inJourney(context, /^\/showroom-order-online\/success\/?$/)
  const { ctx, base, title, paths, category } = await journeyContext(context, request, 'stock-locator-order-online-success')
  const number = new URL(request.url).searchParams.get('order')
  if (number === null) throw redirect(pathInMarket(context.site.basePath, `${JOURNEY}/`))
  const result = await loadSuccess(ctx, number.slice(0, 40))
  if (result.kind === 'confirmed') throw redirect(`${paths.confirmationBase}${result.number}`)
  return data(
    {
      base,
      category,
      result,
      confirmationBase: paths.confirmationBase,
      title: title(result.kind === 'error' ? base.texts.confirmationErrorTitle : base.texts.confirmationFailureTitle),
    },
    { status: result.kind === 'failure' ? 404 : 200, headers: { 'cache-control': 'private, no-store' } },
  )
}

/** spec 3 §2 confirmation/:orderNumber; an unknown number is the confirmation-failure page (404). */
export async function loadJourneyConfirmation(request: Request, context: AppLoadContext) {
  const match = inJourney(context, /^\/showroom-order-online\/confirmation\/([^/]+)\/?$/)
  const { ctx, base, title, category } = await journeyContext(context, request, 'stock-locator-order-online-success')
  const order = await loadConfirmation(ctx.db, ctx.siteId, decodeURIComponent(match[1]!))
  const retailer = order && (await orderRetailer(ctx.db, ctx.siteId, order))
  return data(
    {
      base,
      category,
      order,
      written: order
        ? confirmationValues(order, {
            settings: ctx.settings,
            locale: base.locale,
            retailer,
            texts: base.texts,
            mileageUnit: base.mileageUnit,
          })
        : null,
      title: title(order ? base.texts.confirmationTitle : base.texts.confirmationFailureTitle),
    },
    { status: order ? 200 : 404, headers: { 'cache-control': 'private, no-store' } },
  )
}
