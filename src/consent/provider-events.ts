import { accept, acceptAll, CONSENT_SCOPES, reject, type ConsentRecord, type ConsentScope } from './status.ts'

/**
 * spec 1 §4 External consent-provider events: accept-all maps to accepted with all scopes, deny-all
 * to rejected, save to accepted with the chosen categories, each category through the market's
 * group mapping. The provider's page script tells us through a `forecourt:consent` event on
 * window (ADR 110): `{ detail: { event: 'save', groups: ['C0001', 'C0002'] } }`.
 */
export const PROVIDER_EVENT = 'forecourt:consent'

export const PROVIDER_ACTIONS = ['accept-all', 'deny-all', 'save'] as const
export type ProviderAction = (typeof PROVIDER_ACTIONS)[number]

/** spec 1 §4: for one provider, group C0001 is obligatory; C0002 and C0004 are optional. */
export const DEFAULT_GROUP_MAPPING: Readonly<Record<string, ConsentScope>> = {
  C0001: 'obligatory',
  C0002: 'optional',
  C0004: 'optional',
}

/** The scopes a provider's groups grant; a group the mapping does not know grants nothing. */
export function scopesOfGroups(groups: readonly string[], mapping: Readonly<Record<string, ConsentScope>>): ConsentScope[] {
  return CONSENT_SCOPES.filter((scope) => groups.some((group) => Object.hasOwn(mapping, group) && mapping[group] === scope))
}

/**
 * The record a provider event stands for, or null for an event we do not know.
 *
 * @example providerConsent({ event: 'save', groups: ['C0001', 'C0004'] }, DEFAULT_GROUP_MAPPING)
 * // → { status: 'accepted', scopes: ['obligatory', 'optional'] }
 */
export function providerConsent(
  detail: unknown,
  mapping: Readonly<Record<string, ConsentScope>> = DEFAULT_GROUP_MAPPING,
): ConsentRecord | null {
  if (typeof detail !== 'object' || detail === null) return null
  const { event, groups } = detail as { event?: unknown; groups?: unknown }
  if (event === 'accept-all') return acceptAll(unique(['obligatory', ...Object.values(mapping)]))
  if (event === 'deny-all') return reject()
  if (event !== 'save') return null
  const chosen = Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string').slice(0, 100) : []
  return accept(scopesOfGroups(chosen, mapping))
}

function unique(scopes: readonly ConsentScope[]): ConsentScope[] {
  return CONSENT_SCOPES.filter((scope) => scopes.includes(scope))
}
