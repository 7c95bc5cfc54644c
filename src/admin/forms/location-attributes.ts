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

/** Where the forms API points at an attribute of the location's body: its name, escaped (RFC 6901). */
export const attributePointer = (name: string) => `/data/attributes/attributes/${name.trim().replace(/~/g, '~0').replace(/\//g, '~1')}`

/**
 * Which input of its row a problem the API found at an attribute belongs to: the name's when the
 * name was refused (the input guard's 'its name …', the schema's rule for a key), else the value's.
 *
 * @example attributeProblemInput('must not contain a NUL character (U+0000)') // → 'value'
 */
export const attributeProblemInput = (message: string): 'key' | 'value' =>
  /^its name |^Invalid key in record$/.test(message) ? 'key' : 'value'
