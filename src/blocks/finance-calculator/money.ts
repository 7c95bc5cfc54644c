import { formatAmount, type PriceFormat } from '~/pricing/price.ts'

/** A quote figure in the market's value format, always with cents ('€ 562.54', '€ 24,000.00'). */
export function money(amount: number, format: Pick<PriceFormat, 'symbol' | 'delimiter' | 'value'>): string {
  const text = formatAmount(amount, format.delimiter, 2)
  return format.value.replace(/[\^%]/g, (c) => (c === '^' ? format.symbol : text)).trim()
}
