import {
  ORDER_ONLINE_STORAGE_KEYS,
  parseStoredOrderData,
  paymentOptionsDataSchema,
  setSection,
  type PaymentOptionsData,
} from '~/orders/rules/storage.ts'
import type { FinanceFigures, FinanceProductType } from './products.ts'
import type { CalculatorVehicle } from './vehicles.ts'

/** A quote as the calculator shows it: the vehicle, the product and its figures. */
export interface FinanceQuote {
  vehicle: CalculatorVehicle
  product: { type: FinanceProductType; name: string; currency: string }
  figures: FinanceFigures
  createdAt: string
}

/**
 * spec 3 §3 selectedOptionData.dataLayer: the quote in the order journey's qq* names (the first
 * alias of each, as quoteFields reads them), so the journey's purchase options show this quote.
 */
export function quoteDataLayer(quote: FinanceQuote): Record<string, number | string> {
  const f = quote.figures
  return {
    qqLoanDuration: f.durationMonths,
    qqMonthlyPayment: f.monthlyPayment,
    qqInterestRate: f.interestRate,
    qqDownPayment: f.cashDeposit,
    qqDeposit: f.totalDeposit,
    qqResidualValue: f.balloon,
  }
}

/**
 * spec 3 §3 paymentOptionsData for the order journey: type 'calculator' (read as lease), the
 * product in data[0], the quote in selectedOptionData.dataLayer. Checked with the journey's own
 * schema, so what the calculator writes is what the journey accepts.
 */
export function quotePaymentOptions(quote: FinanceQuote): PaymentOptionsData {
  return paymentOptionsDataSchema.parse({
    type: 'calculator',
    data: [{ product: quote.product.type, name: quote.product.name, vehicle: quote.vehicle.id, ...quote.figures }],
    selectedOptionData: { dataLayer: quoteDataLayer(quote) },
  })
}

/** What a lead sent from the quote carries (the lead form's additional data): the vehicle, product and qq* figures. */
export function quoteLeadData(quote: FinanceQuote): Record<string, unknown> {
  return {
    finance_quote: {
      vehicle: { id: quote.vehicle.id, model: quote.vehicle.model, engine: quote.vehicle.engine, model_year: quote.vehicle.modelYear },
      product: quote.product.type,
      product_name: quote.product.name,
      currency: quote.product.currency,
      created_at: quote.createdAt,
      ...quoteDataLayer(quote),
      on_the_road_price: quote.figures.onTheRoadPrice,
      total_amount_of_credit: quote.figures.totalAmountOfCredit,
      total_amount_payable: quote.figures.totalAmountPayable,
    },
  }
}

/**
 * In the browser: when an order journey is under way (its data in localStorage), the quote becomes
 * its purchase options. True when it did; storage that refuses (private mode, full) is no error.
 */
export function saveQuoteForOrder(quote: FinanceQuote, storage: Pick<Storage, 'getItem' | 'setItem'>): boolean {
  try {
    const key = ORDER_ONLINE_STORAGE_KEYS.data
    const stored = parseStoredOrderData(storage.getItem(key))
    if (!stored) return false
    storage.setItem(key, JSON.stringify(setSection(stored, 'paymentOptionsData', quotePaymentOptions(quote))))
    return true
  } catch {
    return false
  }
}
