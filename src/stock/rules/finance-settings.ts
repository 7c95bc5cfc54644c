import { z } from 'zod'
import { readJson, type SettingMap, type Warn } from '~/settings/settings.ts'
import { DEFAULT_REVERSE_CALCULATOR, type ReverseCalculatorSettings } from './finance.ts'

// The server's side of finance.ts: reading the market's settings takes their schema (zod), which
// the pages' browser code leaves out (tests/e2e/assets.spec.ts).

/** stock_locator.reverse_calculator (ADR 067); a missing value takes DEFAULT_REVERSE_CALCULATOR's. */
export const reverseCalculatorSchema: z.ZodType<ReverseCalculatorSettings, unknown> = z
  .object({
    interest_rate: z.number().min(0).max(100).default(DEFAULT_REVERSE_CALCULATOR.interest_rate),
    term_months: z.number().int().min(1).max(120).default(DEFAULT_REVERSE_CALCULATOR.term_months),
    deposit_percent: z.number().min(0).max(99).default(DEFAULT_REVERSE_CALCULATOR.deposit_percent),
    balloon_percent: z.number().min(0).max(99).default(DEFAULT_REVERSE_CALCULATOR.balloon_percent),
    payment_timing: z.union([z.literal(0), z.literal(1)]).default(DEFAULT_REVERSE_CALCULATOR.payment_timing),
    // As high as a vehicle's price may be (the inventory's own bound), in the market's currency (ADR 179).
    max_monthly_budget: z.number().positive().max(100_000_000).default(DEFAULT_REVERSE_CALCULATOR.max_monthly_budget),
  })
  .refine((s) => s.deposit_percent + s.balloon_percent < 100, {
    path: ['balloon_percent'],
    message: 'deposit and balloon must leave something to finance (together under 100 %)',
  })

export const REVERSE_CALCULATOR_SETTING = 'stock_locator.reverse_calculator'

/** The market's reverse calculator settings; invalid JSON or values are logged and the defaults used. */
export const reverseCalculatorSettings = (settings: SettingMap, warn: Warn = () => {}): ReverseCalculatorSettings =>
  readJson(settings, REVERSE_CALCULATOR_SETTING, reverseCalculatorSchema, DEFAULT_REVERSE_CALCULATOR, warn)
