import { showroomSpecAttributes, specIcon, type SpecAttribute } from '../../rules/card-attributes.ts'
import { engineCapacity } from '../../rules/spec-format.ts'
import type { ShowroomSpecification } from './showroom.ts'
import { unitLabel, valueLabel, type StockTexts } from '../../texts/texts.ts'
import { powerUnitLabel } from '../../rules/units.ts'
import { htmlLang } from '~/i18n/language.ts'
import { formatCalendarDate } from '~/ui/date-format.ts'

/**
 * The specification as the page lists it (spec 3 §2, §9 Showroom spec attributes): the attributes
 * of the variant, each with its label, icon name (spec icon map) and text; empty ones left out.
 */

/** Digits grouped with the market's delimiter: 12000 → '12,000'. */
export function groupDigits(value: number, delimiter: string): string {
  const [whole, fraction] = String(Math.abs(value)).split('.')
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, delimiter)
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`
}

/**
 * A delivery date as the market reads it ('16 April 2027'): a feed's day, or the day of its date
 * and time; any other text as it came.
 */
function deliveryDateText(date: string, language: string): string {
  const day = /^\d{4}-\d{2}-\d{2}(?:T|$)/.test(date) ? date.slice(0, 10) : date
  return formatCalendarDate(day, htmlLang(language), { day: 'numeric', month: 'long', year: 'numeric' })
}

/** The text of one attribute in the market's language (general.language); '' when the vehicle has none. */
export function specValue(
  attribute: SpecAttribute,
  spec: ShowroomSpecification,
  delimiter: string,
  texts: StockTexts,
  language: string,
): string {
  switch (attribute) {
    case 'state':
      return spec.state ? valueLabel(texts, 'states', spec.state) : ''
    case 'status':
      return spec.status ? valueLabel(texts, 'statuses', spec.status) : ''
    case 'deliveryDate':
      return spec.deliveryDate ? deliveryDateText(spec.deliveryDate, language) : ''
    case 'productionYear':
      return spec.productionYear === null ? '' : String(spec.productionYear)
    case 'mileage':
      return spec.mileage ? `${groupDigits(spec.mileage.value, delimiter)} ${unitLabel(texts, spec.mileage.unit, spec.mileage.value)}` : ''
    case 'transmission':
      return spec.transmission ? valueLabel(texts, 'transmissions', spec.transmission) : ''
    case 'engines':
      return spec.engines.map((engine) => valueLabel(texts, 'engine_types', engine)).join(' / ')
    case 'capacity':
      return spec.capacity ? engineCapacity(spec.capacity.value, spec.capacity.unit, (unit) => unitLabel(texts, unit)) : ''
    case 'power':
      return spec.power ? `${spec.power.value} ${unitLabel(texts, powerUnitLabel(spec.power.unit))}` : ''
    case 'color':
      return spec.color ?? ''
    case 'colorInterior':
      return spec.colorInterior ?? ''
    case 'vin':
      return spec.vin
    case 'orderNumber':
      return spec.orderNumber ?? ''
    case 'avl':
      return spec.avlField ?? ''
    case 'numberOfSeats':
      return spec.numberOfSeats === null ? '' : String(spec.numberOfSeats)
  }
}

export interface SpecRow {
  attribute: SpecAttribute
  label: string
  icon: string
  value: string
}

export function specRows(
  spec: ShowroomSpecification,
  variant: 'list' | 'accordion',
  delimiter: string,
  texts: StockTexts,
  language: string,
): SpecRow[] {
  return showroomSpecAttributes(variant).flatMap((attribute) => {
    const value = specValue(attribute, spec, delimiter, texts, language)
    return value
      ? [
          {
            attribute,
            label: (texts as Readonly<Record<string, string>>)[`spec.${attribute}`] ?? attribute,
            icon: specIcon(attribute),
            value,
          },
        ]
      : []
  })
}
