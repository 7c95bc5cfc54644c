import { FIELD_TYPES, type FieldDefinition } from '~/blocks/fields.ts'
import { findTemplate } from '~/blocks/registry.ts'
import { visibility, type StrategyKey, type StrategyValues } from './strategies.ts'

export interface DynamicContentState {
  enabled: StrategyKey[]
  values: StrategyValues
}

type Item = { dc_strategy?: unknown; link_custom_config?: unknown }
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An item after its strategy (spec 1 §4): itself, its fallback laid over it (the fallback of a
 * link is link fields, e.g. another url and link_text), or null when it is hidden.
 */
export function resolveItem<T extends Item>(item: T, state: DynamicContentState): T | null {
  const decision = visibility(item, state)
  if (decision.show === 'item') return item
  if (decision.show === 'hidden' || !isRecord(decision.fallback)) return null
  return { ...item, ...decision.fallback, dc_strategy: null, link_custom_config: null }
}

function applyToFields(definitions: readonly FieldDefinition[], values: Record<string, unknown>, state: DynamicContentState) {
  const out = { ...values }
  for (const d of definitions) {
    const value = values[d.symbol]
    if (d.field_type === FIELD_TYPES.link && isRecord(value)) out[d.symbol] = resolveItem(value, state)
    if (d.field_type === FIELD_TYPES.links && Array.isArray(value)) {
      out[d.symbol] = value.flatMap((link) => (isRecord(link) ? [resolveItem(link, state)].filter(Boolean) : [link]))
    }
  }
  return out
}

/**
 * Applies dynamic content to the links of a page's blocks and their groups, on the server before
 * rendering (ADR 014): a hidden link is removed, a failing one with a fallback replaced by it.
 * Nothing changes while no strategy is enabled.
 */
export function applyDynamicContent<B extends { template: string; fields: Record<string, unknown>; groups: Record<string, unknown>[] }>(
  blocks: B[],
  state: DynamicContentState,
): B[] {
  if (state.enabled.length === 0) return blocks
  return blocks.map((block) => {
    const template = findTemplate(block.template)
    if (!template) return block
    return {
      ...block,
      fields: applyToFields(template.fields, block.fields, state),
      groups: block.groups.map((group) => applyToFields(template.field_groups_template, group, state)),
    }
  })
}
