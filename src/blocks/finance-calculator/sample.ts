import type { BlockSample } from '../sample.ts'

export const sample = {
  fields: {
    calc_header: 'Finance calculator',
    calc_header_description: '<p>Choose your car, a finance product and the deposit and term that suit you.</p>',
    monthly_price_disclaimer: 'Representative example. Subject to status.',
    calc_disclaimer_header: 'Important information',
    calc_disclaimer_text: '<p>Finance is provided by the market’s finance partner, subject to status. Figures are estimates.</p>',
    box_color: 'light-theme',
  },
  groups: [
    {
      finance_product: 'HirePurchaseSample',
      finance_product_name: 'Hire purchase',
      finance_product_description: '<p>Fixed monthly payments; the car is yours after the last one.</p>',
    },
    {
      finance_product: 'HirePurchaseIrelandSecondary',
      finance_product_name: 'Personal contract purchase',
      finance_product_description: '<p>Lower monthly payments with a final payment to keep the car.</p>',
    },
  ],
} satisfies BlockSample
