/**
 * The demo's pages with one interactive tool each (spec 2's tools, ADR 137): their visitor JS has a
 * budget of 135 KB gzip, measured by `npm run bench` and held by tests/e2e/assets.spec.ts.
 */
export const DEMO_TOOL_PAGES = [
  '/tools/finance-calculator',
  '/tools/fuel-quiz',
  '/tools/subscription-quiz',
  '/tools/range-calculator',
  '/tools/system-update',
  '/tools/infotainment',
  '/tools/accessories',
  '/rent-a-car',
  '/owners/recall-check',
  '/owners/map-update',
] as const

export const TOOL_PAGE_JS_GOAL_KB = 135
