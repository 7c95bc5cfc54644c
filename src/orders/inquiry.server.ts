import { plainTextInDirection } from '~/i18n/bidi.ts'
import { formatMessage, type MarketLanguage } from '~/i18n/catalogue.server.ts'
import { textDirection } from '~/i18n/language.ts'
import type { MessageId, MessageValues } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import { loadListedVehicle } from '~/stock/ui/showroom/showroom.server.ts'
import { buildTerms, buildTitle } from './builds.server.ts'
import { OrderError, type OrderContext } from './orders.server.ts'
import { marketRecipients, normalAddress, uniqueAddresses } from './recipients.server.ts'

/**
 * spec 3 §7 PUT /buy_online/orders/send_inquiry_email: a shopper's question about a vehicle (or a
 * configurator build) mailed to its retailer (ADR 102). The addresses are the server's — the
 * vehicle's retailer and the market's inquiry addresses from its `order_online` config entry
 * (`inquiry_recipients`) — never the request's: `recipients` may only narrow them, so the call
 * cannot relay mail to anyone else.
 */

export interface Inquiry {
  recipients: string[] | null
  customer: { first_name: string; last_name: string; email: string; phone: string | null; message: string }
  vehicle: { vehicleId: number | null; configUrl: string | null }
}

/** What the inquiry is about, and the retailer's address of it. */
async function subjectOf(ctx: OrderContext, vehicle: Inquiry['vehicle']) {
  if (vehicle.vehicleId !== null) {
    const listed = await loadListedVehicle(ctx.db, {
      siteId: ctx.siteId,
      settings: ctx.settings,
      vehicleId: vehicle.vehicleId,
      basePath: ctx.basePath,
    })
    if (!listed)
      throw new OrderError(404, 'Not found', `No vehicle ${vehicle.vehicleId} in this market's stock.`, '/vehicle_data/vehicle_id')
    const v = listed.vehicle
    return {
      title: v.specification.title,
      reference: listed.vin,
      link: v.link,
      retailer: v.owner?.owner_email ?? null,
    }
  }
  const terms = await buildTerms(ctx, vehicle.configUrl)
  return { title: buildTitle(terms.build), reference: terms.build.item_id, link: terms.build.config_url, retailer: null }
}

/** The addresses the inquiry goes to: the allowed ones, narrowed to `recipients` when given. */
export function inquiryRecipients(allowed: readonly string[], asked: readonly string[] | null): { to: string[] } | { refused: number } {
  const unique = uniqueAddresses(allowed)
  if (asked === null) return { to: unique }
  const index = asked.findIndex((address) => !unique.includes(normalAddress(address)))
  if (index !== -1) return { refused: index }
  return { to: uniqueAddresses(asked) }
}

export async function sendInquiry(ctx: OrderContext, inquiry: Inquiry) {
  const subject = await subjectOf(ctx, inquiry.vehicle)
  const allowed = [...(subject.retailer ? [subject.retailer] : []), ...(await marketRecipients(ctx.db, ctx.siteId))]
  const chosen = inquiryRecipients(allowed, inquiry.recipients)
  if ('refused' in chosen)
    throw new OrderError(
      422,
      'Invalid value',
      "recipients: only the vehicle's retailer or the market's inquiry addresses can be written to.",
      `/recipients/${chosen.refused}`,
    )
  if (chosen.to.length === 0) throw new OrderError(422, 'Not available', 'This vehicle has no retailer address to ask.', '/recipients')
  const mail = inquiryMail(subject, inquiry.customer, marketLanguage(ctx.settings))
  for (const to of chosen.to) await ctx.mailer.send({ siteId: ctx.siteId, to, ...mail })
  return { recipients: chosen.to.length }
}

/**
 * The inquiry as its retailer reads it, in the market's language (`mail.inquiry.*`, ADR 118): what
 * it is about and its link, the shopper's message as written, then who asks.
 */
export function inquiryMail(
  about: { title: string; reference: string; link: string },
  customer: Inquiry['customer'],
  market: MarketLanguage,
) {
  const say = (id: MessageId, values: MessageValues) => formatMessage(id, values, market)
  const name = `${customer.first_name} ${customer.last_name}`.trim()
  return {
    subject: say('mail.inquiry.subject', { vehicle: about.title }),
    text: plainTextInDirection(
      [
        say('mail.inquiry.about', { vehicle: about.title, reference: about.reference }),
        about.link,
        '',
        customer.message,
        '',
        say('mail.inquiry.from', { name }),
        say('mail.inquiry.email', { email: customer.email }),
        ...(customer.phone ? [say('mail.inquiry.phone', { phone: customer.phone })] : []),
      ].join('\n'),
      textDirection(market.language),
    ),
  }
}
