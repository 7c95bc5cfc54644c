import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { languageCode } from '~/i18n/language.ts'
import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import type { PriceFormat } from '~/pricing/price.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import type { FormBlockData } from '../BlockForm.tsx'
import { resolveFormBlock } from '../form-data.server.ts'
import { readCalculatorConfig, type FinanceProduct } from './config.ts'
import type { FinanceCalculatorFields, FinanceProductGroup } from './template.ts'
import { calculatorVehicles, type CalculatorVehicle } from './vehicles.ts'

/** The catalogue's `financeCalculator` namespace: the calculator's own texts. */
export type CalculatorTexts = Texts<'financeCalculator'>

export interface FinanceCalculatorData {
  /** The block's products, read and checked here (config.ts), so the browser needs no schemas. */
  products: FinanceProduct[]
  vehicles: CalculatorVehicle[]
  priceFormat: Pick<PriceFormat, 'symbol' | 'delimiter' | 'value'>
  /**
   * The market's currency code (`price.currency_iso`), which a quote's figures are in, as its
   * vehicles' prices are; null when the market sets none (the product's own currency then).
   */
  currency: string | null
  texts: CalculatorTexts
  /** The language tag the quote's date is written in when its output config names none. */
  language: string
  form: FormBlockData
}

/**
 * The calculator's vehicles (the market's models and engines), its texts in the market's
 * language, the price format and the quote request form. A block whose products or models_info
 * do not read (an unknown product type, JSON that is not a config) throws, naming each problem:
 * the page renders and the block shows its Loading Failed state (spec 2 §4, §8).
 */
export const resolveData: BlockDataResolver<FinanceCalculatorFields, FinanceProductGroup, FinanceCalculatorData> = async (
  block,
  context,
) => {
  const { fields, groups } = block
  const config = readCalculatorConfig(fields, groups)
  if (!config.ok) throw new Error(`Finance calculator misconfigured: ${config.errors.join('; ')}`)
  const { site, settings, sources, warn } = context
  const [models, form] = await Promise.all([
    sources.vehicles.all(site.id),
    String(fields.form_id).trim() ? resolveFormBlock({ fields: { form_id: fields.form_id }, groups: [] }, context) : Promise.resolve(null),
  ])
  const code = languageCode(settings['general.language'])
  const { symbol, delimiter, value } = priceFormatFromSettings(settings, warn)
  return {
    products: config.products,
    vehicles: calculatorVehicles(models, {
      nameplateFilter: fields.nameplate_key_filter,
      hideFreeItems: fields.hide_free_items,
      modelsInfo: config.modelsInfo,
    }),
    priceFormat: { symbol, delimiter, value },
    currency: readSetting(settings, 'price.currency_iso')?.trim().toUpperCase() || null,
    texts: namespaceTexts('financeCalculator', marketLanguage(settings, warn)),
    language: code,
    form,
  }
}
