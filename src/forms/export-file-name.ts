import { slugify } from '~/lib/slug.ts'

/**
 * A lead export's download name: the form's name as ASCII words, the day it was asked for and its
 * number, so that a folder of exports says which form and when ('leads-test-drive-2026-12-07-3.csv'
 * rather than 'leads-2-3.csv'). A name with no ASCII letters or digits (an Arabic form's) gives the
 * form's number in its place.
 *
 * @example exportFileName({ formId: 2, formName: 'Test drive', exportId: 3, createdAt: new Date('2026-12-07T10:00:00Z'), format: 'csv' })
 *   // → 'leads-test-drive-2026-12-07-3.csv'
 */
export function exportFileName(exported: { formId: number; formName: string; exportId: number; createdAt: Date; format: string }): string {
  const words = slugify(exported.formName).slice(0, 60).replace(/-+$/, '')
  const day = exported.createdAt.toISOString().slice(0, 10)
  return `leads-${words || `form-${exported.formId}`}-${day}-${exported.exportId}.${exported.format}`
}
