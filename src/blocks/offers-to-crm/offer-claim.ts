import { useSyncExternalStore } from 'react'

/**
 * The offer a visitor claims (ADR 058): a Single Offer's 'Claim this offer' hands its title,
 * hash and hidden fields to the page's Offers to CRM form, which sends them with the lead. A
 * module store, so the two blocks, each a chunk of its own (ADR 013), share it through the
 * chunk that holds this module.
 */
export interface OfferClaim {
  title: string
  hash: string
  hiddenFields: Record<string, string>
}

interface ClaimState {
  /** How many Offers to CRM forms are on the page: a Single Offer offers 'Claim' only with one. */
  forms: number
  claim: OfferClaim | null
  /** Raised on every claim, so the form scrolls into view again for the same offer. */
  seq: number
}

let state: ClaimState = { forms: 0, claim: null, seq: 0 }
const listeners = new Set<() => void>()
const set = (next: ClaimState) => {
  state = next
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const serverState: ClaimState = { forms: 0, claim: null, seq: 0 }

/** An Offers to CRM form is on the page while mounted; the claim is cleared with the last one. */
export function registerClaimForm(): () => void {
  set({ ...state, forms: state.forms + 1 })
  return () => set(state.forms <= 1 ? { forms: 0, claim: null, seq: state.seq } : { ...state, forms: state.forms - 1 })
}

export function claimOffer(claim: OfferClaim) {
  set({ ...state, claim, seq: state.seq + 1 })
}

export const useOfferClaims = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => serverState,
  )
