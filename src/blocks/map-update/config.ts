import type { MapUpdateFields, MapUpdateMarket } from './template.ts'

/** What keeps the wizard from working, for the editor (the visitor sees Loading Failed instead). */
export function mapUpdateProblems(
  fields: Pick<MapUpdateFields, 'step_1_vin_label' | 'step_1_button' | 'step_2_button'>,
  markets: readonly Pick<MapUpdateMarket, 'market_name' | 'download_link'>[],
): string[] {
  const problems: string[] = []
  if (!fields.step_1_vin_label.trim()) problems.push('VIN label is empty: the VIN box needs a name.')
  if (!fields.step_1_button.trim() || !fields.step_2_button.trim()) problems.push('A step button is empty.')
  if (markets.length === 0) problems.push('No market: add a group per market with its maps download link.')
  markets.forEach((market, i) => {
    if (!market.market_name.trim()) problems.push(`Market ${i + 1} has no name.`)
    if (!market.download_link?.url?.trim()) problems.push(`Market ${i + 1} has no download link.`)
  })
  return problems
}
