import { describe, expect, it } from 'vitest'
import { exportFileName } from './export-file-name.ts'

describe('a lead export’s download name says which form and when', () => {
  const at = new Date('2026-12-07T23:30:00Z')
  it.each([
    ['Test drive', 'leads-test-drive-2026-12-07-3.csv'],
    ['Contact — Rétailer (UK)', 'leads-contact-retailer-uk-2026-12-07-3.csv'],
    ['اختبار القيادة', 'leads-form-2-2026-12-07-3.csv'],
    ['"; rm -rf / #', 'leads-rm-rf-2026-12-07-3.csv'],
    [`${'Long '.repeat(30)}name`, `leads-${'long-'.repeat(11)}long-2026-12-07-3.csv`],
  ])('%s → %s', (formName, name) => {
    expect(exportFileName({ formId: 2, formName, exportId: 3, createdAt: at, format: 'csv' })).toBe(name)
  })
})
