import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import type { PublicForm } from '~/forms/public-form.ts'
import { priceFormatFromSettings } from '~/pricing/price-settings.ts'
import type { PriceFormat } from '~/pricing/price.ts'
import { marketTimeZone } from '~/settings/market-time-zone.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import { readRentConfig, type RentConfig } from './config.ts'
import type { RentACarFields, RentACarGroup } from './template.ts'

export interface RentACarData {
  /** The catalogue's `rent` texts in the market's language, with the block's block_translations over them. */
  texts: Texts<'rent'>
  config: RentConfig
  /** The contact step's form (contact_step_form_id) with a fresh form_token; null when the market lacks it. */
  form: PublicForm | null
  priceFormat: PriceFormat
  /** The market's time zone (general.time_zone): the first day a car can be picked up is its today. */
  timeZone: string
  /** What keeps the block from working, for the editor. */
  problems: string[]
}

/**
 * The block's JSON fields read (spec 2 §5: an invalid one is logged and its default used), its
 * texts in the market's language and the contact step's form, read in process like every form
 * block's (form-data.server.ts), so the lead goes to POST /forms/{id}/leads with a valid token.
 */
export const resolveData: BlockDataResolver<RentACarFields, RentACarGroup, RentACarData> = async (
  { fields, groups },
  { site, settings, sources, warn },
) => {
  const { config, problems } = readRentConfig(fields, groups)
  for (const problem of problems) warn(`Rent a Car: ${problem}`)
  const formId = String(fields.contact_step_form_id).trim()
  const form = /^\d{1,9}$/.test(formId) ? await sources.forms.publicForm(site.id, Number(formId), settings) : null
  if (!form) problems.push(formId ? `Contact step form ${formId} is not one of this market's forms.` : 'Choose the contact step form.')
  const catalogue = namespaceTexts('rent', marketLanguage(settings, warn))
  const own = Object.fromEntries(Object.entries(config.translations).filter(([id]) => Object.hasOwn(catalogue, id)))
  return {
    texts: { ...catalogue, ...own },
    config,
    form,
    priceFormat: priceFormatFromSettings(settings, warn),
    timeZone: marketTimeZone(settings, warn),
    problems,
  }
}
