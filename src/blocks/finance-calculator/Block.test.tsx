// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { ORDER_ONLINE_STORAGE_KEYS } from '~/orders/rules/storage.ts'
import { inRouter } from '~/test/blocks.tsx'
import { leadAccepted, stubFormFetch, testDriveForm } from '~/test/form-blocks.ts'
import FinanceCalculator from './Block.tsx'
import type { FinanceCalculatorData } from './data.server.ts'
import { DEFAULT_OUTPUT_CONFIG, readProducts } from './config.ts'
import { financeCalculator } from './template.ts'
import { calculatorVehicles } from './vehicles.ts'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
// The quote view is a lazy chunk: loaded once here, so the tests wait for React, not for a busy machine.
beforeAll(async () => {
  await Promise.all([import('./QuoteView.tsx'), import('./EditorCheck.tsx'), import('./products.ts'), import('./quote-data.ts')])
})
const LAZY = { timeout: 10_000 }
beforeEach(() => window.localStorage.clear())

const SAMPLE_GROUPS = [{ finance_product: 'HirePurchaseSample', finance_product_name: 'Hire purchase' }]
const productsOf = (groups: object[]) => {
  const read = readProducts(groups.map((g) => financeCalculator.groupSchema.parse(g)))
  if (!read.ok) throw new Error(read.errors.join('; '))
  return read.products
}
const data = (over: Partial<FinanceCalculatorData> = {}): FinanceCalculatorData => ({
  products: productsOf(SAMPLE_GROUPS),
  vehicles: calculatorVehicles(
    [
      {
        key: 'e5-24my',
        name: 'Aurelia E5',
        body_style: 'hatchback',
        price: 30000,
        engines: [{ key: 'std', name: 'Standard', price: 30000 }],
      },
      { key: 'gt-24my', name: 'Aurelia GT', body_style: 'coupe', price: 52000, engines: [] },
    ],
    { nameplateFilter: '', hideFreeItems: false, modelsInfo: {} },
  ),
  priceFormat: { symbol: '€', delimiter: ',', value: '^ %' },
  texts: namespaceTexts('financeCalculator', { language: 'en' }),
  language: 'en',
  currency: null,
  form: null,
  ...over,
})

const block = (groups: object[] = SAMPLE_GROUPS, editing = false, d: FinanceCalculatorData | null = data()) =>
  render(
    inRouter(
      <FinanceCalculator
        fields={financeCalculator.schema.parse({})}
        groups={groups.map((g) => financeCalculator.groupSchema.parse(g))}
        context={{ index: 1, eagerImages: false, editing }}
        data={d ?? undefined}
      />,
    ),
  )

const chooseE5 = () => {
  fireEvent.change(screen.getByLabelText('Model year'), { target: { value: '2024' } })
  fireEvent.change(screen.getByLabelText('Bodystyle'), { target: { value: 'hatchback' } })
  fireEvent.click(screen.getByRole('button', { name: 'Personalise quote' }))
}

describe('Finance Calculator (spec 2 §2, §3.12, §4)', () => {
  it("has the spec's default input config: down payment 20–50 % in 5s, duration 4–7 years", () => {
    const group = financeCalculator.groupSchema.parse({})
    expect(group.finance_product_input).toEqual({
      down_payment: { label: 'Down payment', min: 20, max: 50, default: 20, interval: 5, unit: '%' },
      duration: { label: 'Duration', min: 4, max: 7, default: 4, unit: 'years' },
      interest_rate: { label: 'Interest rate', value: 5.9 },
    })
    expect(financeCalculator.schema.parse({})).toMatchObject({ header_tag: 'h2', calculator_style: 'default', loading_text: 'Loading...' })
  })

  it('goes choose vehicle → personalise → calculate → quote → edit quote → change vehicle', async () => {
    block()
    expect(screen.getByRole('heading', { name: 'Choose a vehicle' })).toBeTruthy()
    chooseE5()
    expect(screen.getByText('Aurelia E5 Standard')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(await screen.findByRole('heading', { name: 'Your quote' }, LAZY)).toBeTruthy()
    const monthly = document.querySelector('[data-figure="monthly_payment"]')!
    // docs/finance/HirePurchaseSample.md, first worked example: € 30,000, 20 %, 48 months at 5.9 %.
    expect(within(monthly as HTMLElement).getByText('€ 562.54')).toBeTruthy()
    expect(document.querySelector('[data-figure="total_amount_of_credit"] dd')!.textContent).toBe('€ 24,000.00')
    expect(document.querySelector('[data-figure="duration_of_agreement"] dd')!.textContent).toBe('48 Months')
    fireEvent.click(screen.getByRole('button', { name: 'Edit quote' }))
    expect(screen.getByRole('heading', { name: 'Personalise quote' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change vehicle' }))
    expect(screen.getByRole('heading', { name: 'Choose a vehicle' })).toBeTruthy()
  })

  it("shows a balloon product's optional final payment and, where configured, the total amount payable", async () => {
    const pcp = { finance_product: 'HirePurchaseIrelandSecondary', finance_product_name: 'Personal contract purchase' }
    const output = {
      ...DEFAULT_OUTPUT_CONFIG,
      total_amount_payable: { label: 'Total amount payable' },
    }
    const groups = [pcp, { ...pcp, finance_product_name: 'PCP with the total', finance_product_output: output }]
    block(groups, false, data({ products: productsOf(groups) }))
    chooseE5()
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    await screen.findByRole('heading', { name: 'Your quote' }, LAZY)
    const figure = (key: string) => document.querySelector(`[data-figure="${key}"] dd`)?.textContent
    // 35 % of € 30,000 (docs/finance/HirePurchaseIrelandSecondary.md).
    expect(figure('final_payment')).toBe('€ 10,500.00')
    expect(figure('total_amount_payable')).toBeUndefined()
    fireEvent.click(screen.getByRole('button', { name: 'Edit quote' }))
    fireEvent.click(screen.getByLabelText(/PCP with the total/))
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    await screen.findByRole('heading', { name: 'Your quote' }, LAZY)
    const money = (key: string) => Number(figure(key)!.replace(/[^\d.]/g, ''))
    expect(money('total_amount_payable')).toBeCloseTo(money('total_deposit') + 48 * money('monthly_payment') + 10_500, 2)
    cleanup()
    // A product without a balloon has no final payment to show.
    block()
    chooseE5()
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    await screen.findByRole('heading', { name: 'Your quote' }, LAZY)
    expect(document.querySelector('[data-figure="final_payment"]')).toBeNull()
  })

  it('shows the error at the field and no figure for an invalid input', () => {
    block()
    chooseE5()
    const deposit = screen.getByLabelText('Down payment')
    // The step is said before a deposit is refused for it.
    expect(deposit.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(deposit.getAttribute('aria-describedby')!)?.textContent).toBe('20–50 %, in steps of 5')
    fireEvent.change(deposit, { target: { value: '22' } })
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(deposit.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText('Choose a value in steps of 5.')).toBeTruthy()
    expect(document.activeElement).toBe(deposit)
    expect(screen.queryByRole('heading', { name: 'Your quote' })).toBeNull()
    expect(document.querySelector('[data-figure]')).toBeNull()
  })

  it('saves the quote as the purchase options of an order journey under way', async () => {
    window.localStorage.setItem(
      ORDER_ONLINE_STORAGE_KEYS.data,
      JSON.stringify({ vehicleId: '7', detailsRoute: '/stock/7', location: null }),
    )
    block()
    chooseE5()
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    expect(await screen.findByText('Your quote is saved with your order.', {}, LAZY)).toBeTruthy()
    const stored = JSON.parse(window.localStorage.getItem(ORDER_ONLINE_STORAGE_KEYS.data)!)
    expect(stored.paymentOptionsData.selectedOptionData.dataLayer).toMatchObject({ qqMonthlyPayment: 562.54, qqLoanDuration: 48 })
  })

  it("sends the quote with its request in the market's currency, whatever the product's default", async () => {
    const sends = vi.fn<typeof fetch>(async () => leadAccepted())
    stubFormFetch(sends)
    // HirePurchaseSample is a product in euros; the market prices its cars in pounds.
    block(
      SAMPLE_GROUPS,
      false,
      data({ currency: 'GBP', form: testDriveForm({ fields: [{ id: 'name', type: 'text', label: 'Full name' }] }) }),
    )
    chooseE5()
    fireEvent.click(screen.getByRole('button', { name: 'Calculate' }))
    fireEvent.change(await screen.findByLabelText('Full name', {}, LAZY), { target: { value: 'Ada Lovelace' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Book my test drive' })))
    expect(sends).toHaveBeenCalledTimes(1)
    const body = JSON.parse(String(sends.mock.calls[0]![1]!.body))
    expect(body.data.attributes.additional_data.finance_quote).toMatchObject({ currency: 'GBP', product: 'HirePurchaseSample' })
  })

  it('names the problems of a misconfigured block in the editor (visitors: data.server.test.ts)', async () => {
    block(
      [{ finance_product: 'HirePurchaseAtlantis' }, { finance_product: 'HirePurchaseSample', finance_product_input: '{bad' }],
      true,
      null,
    )
    const alert = await screen.findByRole('alert', {}, LAZY)
    expect(alert.textContent).toContain('Product 1: unknown finance product type "HirePurchaseAtlantis"')
    expect(alert.textContent).toContain('Product 2: Invalid JSON in finance_product_input')
  })
})
