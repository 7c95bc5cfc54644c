import type { PriceFormat } from '~/pricing/price.ts'
import { escapeHtml, type Disclaimers } from '~/pricing/tags.ts'
import { compareSpec } from '~/vehicles/lists.ts'
import { disclaimersOf, specRows, type SpecRow } from '~/vehicles/spec-rows.ts'
import { specsOf, type PriceSpecLabels } from '~/vehicles/specs.ts'
import type { VehicleModel } from '~/vehicles/vehicles.ts'

/** One engine to choose: its name, the title of its section, and its specs as a table (HTML). */
export interface SpecificationEngine {
  key: string
  name: string
  title: string
  content: string
}

/** What the Specification Accordion gets of the vehicle data (data.server.ts); null without a model. */
export interface SpecificationData {
  model: { key: string; name: string }
  /** The model's engines; a model without engines is one choice of its own specs (key ''). */
  engines: SpecificationEngine[]
  /** Its engines side by side (ADR 156), for a model with two or more; else null. */
  comparison?: { title: string; content: string } | null
}

/** The comparison section's texts in the market's language (catalogue `ui`). */
export interface ComparisonTexts {
  /** The section's title, the model's name in it. */
  title: string
  /** The head of the rows' column. */
  specification: string
}

/** Spec rows as a table, each disclaimer as its marker, listed under the table (values are escaped text). */
export function specTableHtml(rows: readonly SpecRow[], disclaimers: readonly { marker: string; text: string }[]): string {
  if (rows.length === 0) return ''
  const body = rows
    .map((row) => {
      const marker = row.marker ? `<sup>${escapeHtml(row.marker)}</sup>` : ''
      return `<tr><th>${escapeHtml(row.label)}</th><td>${escapeHtml(row.value)}${marker}</td></tr>`
    })
    .join('')
  const notes = disclaimers.map((d) => `<p class="fc-note">${escapeHtml(d.marker)} ${escapeHtml(d.text)}</p>`).join('')
  return `<table><tbody>${body}</tbody></table>${notes}`
}

/**
 * A model's engines side by side (compareSpec): a column per engine, a row per spec, the rows
 * whose values differ marked (`fc-differs`), a disclaimer as its marker on the spec's name.
 */
export function comparisonHtml(model: VehicleModel, disclaimers: Disclaimers, specification: string): string {
  const comparison = compareSpec(model)
  const marked = comparison.specs.map((row) => ({ ...row, marker: row.disclaimer ? disclaimers.markerFor(row.disclaimer) : '' }))
  const head = [specification, ...comparison.engines.map((engine) => engine.name)]
    .map((text) => `<th scope="col">${escapeHtml(text)}</th>`)
    .join('')
  const body = marked
    .map((row) => {
      const marker = row.marker ? `<sup>${escapeHtml(row.marker)}</sup>` : ''
      const cells = row.values.map((value) => `<td>${escapeHtml(value === null ? '–' : String(value))}</td>`).join('')
      return `<tr${row.differs ? ' class="fc-differs"' : ''}><th scope="row">${escapeHtml(row.label)}${marker}</th>${cells}</tr>`
    })
    .join('')
  const used = new Set(marked.map((row) => row.marker).filter(Boolean))
  const notes = disclaimers
    .list()
    .filter((d) => used.has(d.marker))
    .map((d) => `<p class="fc-note">${escapeHtml(d.marker)} ${escapeHtml(d.text)}</p>`)
    .join('')
  // Focusable: it scrolls sideways on a phone, and a keyboard must be able to scroll it too.
  return `<table class="fc-compare" tabindex="0"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>${notes}`
}

/**
 * spec 2 §3.9 Specification Accordion: the model's engines, each with every spec of its own over
 * the model's (specsOf), prices in the market's format, disclaimers marked from the page's
 * collection (spec 2 §9) and listed under each engine's table; the prices' rows named `priceLabels`.
 */
export function specificationData(
  model: VehicleModel,
  format: PriceFormat,
  disclaimers: Disclaimers,
  comparison?: ComparisonTexts,
  priceLabels?: PriceSpecLabels,
): SpecificationData {
  const choices = model.engines.length > 0 ? model.engines.map((e) => ({ key: e.key, name: e.name })) : [{ key: '', name: model.name }]
  return {
    model: { key: model.key, name: model.name },
    engines: choices.map(({ key, name }) => {
      const rows = specRows(specsOf(model, key || undefined, priceLabels), format, disclaimers)
      return {
        key,
        name,
        title: key ? `${model.name} ${name}` : model.name,
        content: specTableHtml(rows, disclaimersOf(rows, disclaimers)),
      }
    }),
    comparison:
      comparison && model.engines.length > 1
        ? { title: comparison.title, content: comparisonHtml(model, disclaimers, comparison.specification) }
        : null,
  }
}
