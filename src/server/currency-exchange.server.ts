import { pathInMarket } from '~/sites/sites.ts'
import type { MiddlewareHandler } from 'hono'
import { problem } from '~/lib/api-problems.ts'
import { publicText } from './sitemap.server.ts'

/**
 * GET {base}/currency-exchange (spec 1 §7 Currency exchange; ADR 155): the market's currency rate
 * and its start date, `{"data": {"rate": 7.5345, "start_date": "2022-09-05T00:00:00.000Z"}}`, the
 * same for every visitor. 404 where the market names no currency service, 503 while it cannot be
 * read (the reason is in the server's log, spec 1 §8).
 */
export function currencyExchangeMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    const services = c.get('services')
    const site = c.get('site')
    const path = pathInMarket(site.basePath, '/currency-exchange')
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || c.req.path !== path) return next()
    const settings = await services.content.settings(site)
    const exchange = await services.currencyExchange.rate(site.id, settings)
    if (exchange) {
      const body = JSON.stringify({ data: { rate: exchange.rate, start_date: exchange.startDate?.toISOString() ?? null } })
      return publicText(c, body, 'application/json; charset=utf-8')
    }
    const configured = settings['currency_exchange.api_url']?.trim()
    return configured
      ? c.json(problem(503, 'Currency rate unavailable', 'The market’s currency service could not be read; try again later.'), 503, {
          'retry-after': '60',
          'cache-control': 'no-store',
        })
      : c.json(problem(404, 'No currency conversion in this market'), 404)
  }
}
