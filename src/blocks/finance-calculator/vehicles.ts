import type { ModelsInfo } from './config.ts'

/** A vehicle the calculator offers (spec 2 §2 'Choose a vehicle'): model year, bodystyle, model (trim), engine. */
export interface CalculatorVehicle {
  /** `{modelKey}/{engineKey}`, or the model key for a model without engines. */
  id: string
  modelKey: string
  modelYear: string
  bodyStyle: string
  model: string
  engine: string
  /** The on-the-road price, null when the market has none (shown as 'Price on request', never financed). */
  price: number | null
}

interface ModelLike {
  key: string
  name: string
  body_style: string | null
  price: number | null
  engines: readonly { key: string; name: string; price: number | null }[]
}

/** The nameplate of a model key: the key without its model-year suffix ('e5-24my' → 'e5'). */
export const nameplateOf = (modelKey: string) => modelKey.replace(/-\d{2}my$/i, '')
/** The model year of a model key ('e5-24my' → '2024'); '' when the key names none. */
export const modelYearOf = (modelKey: string) => {
  const match = /-(\d{2})my$/i.exec(modelKey)
  return match ? `20${match[1]}` : ''
}

/**
 * The vehicles of the market the block offers: each model's engines (or the model itself), kept
 * to the nameplates of nameplate_key_filter when it names any, without the unpriced ones when
 * hide_free_items is set; a model's name from models_info wins over the market's.
 */
export function calculatorVehicles(
  models: readonly ModelLike[],
  options: { nameplateFilter: string; hideFreeItems: boolean; modelsInfo: ModelsInfo },
): CalculatorVehicle[] {
  const filter = new Set(
    options.nameplateFilter
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  )
  const vehicles: CalculatorVehicle[] = []
  for (const model of models) {
    if (filter.size > 0 && !filter.has(nameplateOf(model.key)) && !filter.has(model.key)) continue
    const base = {
      modelKey: model.key,
      modelYear: modelYearOf(model.key),
      bodyStyle: model.body_style ?? '',
      model: (Object.hasOwn(options.modelsInfo, model.key) ? options.modelsInfo[model.key]!.name : undefined) ?? model.name,
    }
    const engines = model.engines.length > 0 ? model.engines : [{ key: '', name: '', price: model.price }]
    for (const engine of engines) {
      const price = engine.price ?? model.price
      if (options.hideFreeItems && !(price !== null && price > 0)) continue
      vehicles.push({
        ...base,
        id: engine.key ? `${model.key}/${engine.key}` : model.key,
        engine: engine.name,
        price: price !== null && price > 0 ? price : null,
      })
    }
  }
  return vehicles
}

export type VehicleChoice = Partial<Record<'modelYear' | 'bodyStyle' | 'model' | 'engine', string>>
const LEVELS = ['modelYear', 'bodyStyle', 'model', 'engine'] as const

/**
 * The cascading choice: the options of each level given the choices above it, and the vehicle
 * when every level is chosen. A choice no longer among its options is dropped with those below.
 */
export function cascade(vehicles: readonly CalculatorVehicle[], choice: VehicleChoice) {
  let remaining = vehicles
  const optionsByLevel = {} as Record<(typeof LEVELS)[number], string[]>
  const kept: VehicleChoice = {}
  let broken = false
  for (const level of LEVELS) {
    const values = [...new Set(remaining.map((v) => v[level]))]
    optionsByLevel[level] = broken ? [] : values
    // A level with one option (every engine unnamed, one model year) is chosen for the shopper.
    const chosen = choice[level] ?? (values.length === 1 ? values[0] : undefined)
    if (!broken && chosen !== undefined && values.includes(chosen)) {
      kept[level] = chosen
      remaining = remaining.filter((v) => v[level] === chosen)
    } else broken = true
  }
  const vehicle = !broken && remaining.length > 0 ? remaining[0]! : null
  return { options: optionsByLevel, choice: kept, vehicle }
}
