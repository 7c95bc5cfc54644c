import type { SpecificationGroup } from './template.ts'

export interface SpecificationSection {
  title: string
  rows: { label: string; value: string }[]
}

/**
 * The block's rows in sections (ADR 167): a group with a section title starts a section; rows
 * before the first title form an untitled one. A row without label and value is left out (a
 * group with only a title still starts its section); a section without rows is not shown.
 * @example specificationSections([{ section: 'Power', label: 'Range', value: '520 km' }])
 * // → [{ title: 'Power', rows: [{ label: 'Range', value: '520 km' }] }]
 */
export function specificationSections(groups: readonly SpecificationGroup[]): SpecificationSection[] {
  const sections: SpecificationSection[] = []
  for (const group of groups) {
    const title = group.section.trim()
    if (title || sections.length === 0) sections.push({ title, rows: [] })
    const label = group.label.trim()
    const value = group.value.trim()
    if (label || value) sections.at(-1)!.rows.push({ label, value })
  }
  return sections.filter((section) => section.rows.length > 0)
}
