/** An attribute row of the location form, as typed. */
export interface AttributeRow {
  key: string
  value: string
}

/**
 * Why attribute rows cannot be saved as they are, by row: a value without a name would be dropped,
 * and a name given twice would keep only its last value. A row left empty is dropped, no problem.
 *
 * @example attributeRowProblems([{ key: 'crm_id', value: '1' }, { key: ' crm_id', value: '2' }]) // → Map { 1 → 'crm_id is already the name of attribute 1' }
 */
export function attributeRowProblems(rows: readonly AttributeRow[]): Map<number, string> {
  const problems = new Map<number, string>()
  const first = new Map<string, number>()
  rows.forEach((row, index) => {
    const key = row.key.trim()
    if (!key) {
      if (row.value.trim()) problems.set(index, 'Give this attribute a name, or remove it')
      return
    }
    const earlier = first.get(key)
    if (earlier === undefined) first.set(key, index)
    else problems.set(index, `${key} is already the name of attribute ${earlier + 1}`)
  })
  return problems
}

/** The rows as the location's attributes: named rows only, names trimmed. */
export const attributesOf = (rows: readonly AttributeRow[]): Record<string, string> =>
  Object.fromEntries(rows.filter((row) => row.key.trim()).map((row) => [row.key.trim(), row.value]))
