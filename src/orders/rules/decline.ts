/**
 * Why a card was declined, as the checkout tells the shopper in the market's language: from the
 * provider's codes (Stripe's `code` and `decline_code`, which the 402 answer's `meta` carries), not
 * its message, which is English. A lost or stolen card is told only that it was declined, as
 * providers advise.
 */
export const DECLINE_REASONS = ['generic', 'insufficientFunds', 'expired', 'incorrectCvc', 'processing'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]

const REASONS: Readonly<Record<string, DeclineReason>> = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expired',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  processing_error: 'processing',
}

/** @example declineReason({ code: 'card_declined', decline_code: 'insufficient_funds' }) // 'insufficientFunds' */
export function declineReason(meta: Readonly<Record<string, unknown>>): DeclineReason {
  for (const code of [meta.decline_code, meta.code]) {
    if (typeof code === 'string' && Object.hasOwn(REASONS, code)) return REASONS[code]!
  }
  return 'generic'
}
