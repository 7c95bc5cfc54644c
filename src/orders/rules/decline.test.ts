import { expect, it } from 'vitest'
import { declineReason } from './decline.ts'

it.each([
  [{ code: 'card_declined', decline_code: 'generic_decline' }, 'generic'],
  [{ code: 'card_declined', decline_code: 'insufficient_funds' }, 'insufficientFunds'],
  [{ code: 'card_declined', decline_code: 'lost_card' }, 'generic'],
  [{ code: 'card_declined', decline_code: 'stolen_card' }, 'generic'],
  [{ code: 'expired_card', decline_code: null }, 'expired'],
  [{ code: 'incorrect_cvc', decline_code: 'incorrect_cvc' }, 'incorrectCvc'],
  [{ code: 'processing_error' }, 'processing'],
  [{ code: 'constructor' }, 'generic'],
  [{}, 'generic'],
])('%j → %s', (meta, reason) => {
  expect(declineReason(meta)).toBe(reason)
})
