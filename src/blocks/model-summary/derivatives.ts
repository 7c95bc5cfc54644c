import type { PriceFormat } from '~/pricing/price.ts'
import type { Disclaimers } from '~/pricing/tags.ts'
import { disclaimersOf, specRow, type SpecRow } from '~/vehicles/spec-rows.ts'
import { specsOf, type PriceSpecLabels } from '~/vehicles/specs.ts'
import type { VehicleModel } from '~/vehicles/vehicles.ts'
import type { ModelSummaryFields, ModelSummaryGroup } from './template.ts'

/** What the Derivatives renderer gets of the vehicle data (data.server.ts); null: the market lacks the car. */
export interface DerivativesData {
  /** The model's name, the title when the block's model field is empty. */
  name: string
  /** Per derivative (derivativesOf, same order): its engine's name ('' without one) and its specs at a glance. */
  derivatives: { engine: string; specs: SpecRow[] }[]
  /** The disclaimers of those specs, by marker. */
  disclaimers: { marker: string; text: string }[]
}

type SpecFields = Pick<
  ModelSummaryFields,
  'engine_key' | 'spec_key_1' | 'spec_label_1' | 'spec_key_2' | 'spec_label_2' | 'spec_key_3' | 'spec_label_3'
>

const NO_GROUP: ModelSummaryGroup = { image: null, name: '', engine_key: '', features: '' }

/** The derivatives a block shows: its groups, or, without any, one of the block's car and engine (ADR 018). */
export const derivativesOf = (groups: readonly ModelSummaryGroup[]): readonly ModelSummaryGroup[] =>
  groups.length > 0 ? groups : [NO_GROUP]

/** A derivative's engine: its own engine_key, else the block's. */
export const engineKeyOf = (group: Pick<ModelSummaryGroup, 'engine_key'>, fields: Pick<ModelSummaryFields, 'engine_key'>): string =>
  group.engine_key.trim() || fields.engine_key.trim()

/** The engine keys the block names that the model does not have (the model's own specs are shown for them). */
export function unknownEngines(model: VehicleModel, fields: SpecFields, groups: readonly ModelSummaryGroup[]): string[] {
  const keys = derivativesOf(groups)
    .map((g) => engineKeyOf(g, fields))
    .filter(Boolean)
  return [...new Set(keys)].filter((key) => !model.engines.some((e) => e.key === key))
}

/**
 * spec 2 §3.9 Derivatives: per derivative, spec_key_1 to spec_key_3 of its engine (specsOf: the
 * engine's over the model's), labelled spec_label_n or the spec's own label (a price's from
 * `priceLabels`); a spec the model lacks is left out. Disclaimers take their markers from the page's collection (spec 2 §9: by
 * order of appearance on the page), so a marker means one note wherever it stands.
 */
export function derivativesData(
  model: VehicleModel,
  fields: SpecFields,
  groups: readonly ModelSummaryGroup[],
  format: PriceFormat,
  disclaimers: Disclaimers,
  priceLabels?: PriceSpecLabels,
): DerivativesData {
  const keys = ([1, 2, 3] as const).map((n) => ({ key: fields[`spec_key_${n}`], label: fields[`spec_label_${n}`] }))
  const derivatives = derivativesOf(groups).map((group) => {
    const engine = model.engines.find((e) => e.key === engineKeyOf(group, fields))
    const specs = specsOf(model, engine?.key, priceLabels)
    return { engine: engine?.name ?? '', specs: keys.flatMap(({ key, label }) => specRow(specs, key, label, format, disclaimers) ?? []) }
  })
  return {
    name: model.name,
    derivatives,
    disclaimers: disclaimersOf(
      derivatives.flatMap((d) => d.specs),
      disclaimers,
    ),
  }
}

/** Whether a URL hash (`#e7-saloon`, percent-encoded or not) names a block's tab_id. */
export function hashNamesTab(hash: string, tabId: string): boolean {
  const id = tabId.trim()
  if (!id || !hash.startsWith('#')) return false
  let named = hash.slice(1)
  try {
    named = decodeURIComponent(named)
  } catch {
    // A malformed escape is compared as written.
  }
  return named === id
}
