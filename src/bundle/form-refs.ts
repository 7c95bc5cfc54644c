/**
 * Pages name forms by id: a form block's `form_id` (spec 2 §3.5), Rent a Car's
 * `contact_step_form_id` (spec 2 §3.12) and a form link's `rdx_forms_form_id` (spec 1 §2). Form ids are the install's own, so a bundle carries each form's
 * id where it was exported and an import maps the pages' references to the ids the forms got here
 * (ADR 060). Pure: a walk over the pages' JSON.
 */
export const FORM_REFERENCE_KEYS = ['form_id', 'contact_step_form_id', 'rdx_forms_form_id'] as const

/** The id a reference names, or null when it names none ('' or null: no form chosen yet). */
function referencedId(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value)
  return null
}

/**
 * `value` with every form reference mapped through `ids` (bundle id → local id), keeping the
 * reference's kind (number or text). A reference `ids` lacks is reported with its path and kept.
 */
export function mapFormReferences<T>(value: T, ids: ReadonlyMap<number, number>, path = ''): { value: T; unknown: string[] } {
  const unknown: string[] = []
  const walk = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, i) => walk(item, `${at}[${i}]`))
    if (node === null || typeof node !== 'object') return node
    return Object.fromEntries(
      Object.entries(node).map(([key, child]) => {
        const where = at ? `${at}.${key}` : key
        if (!(FORM_REFERENCE_KEYS as readonly string[]).includes(key)) return [key, walk(child, where)]
        const id = referencedId(child)
        if (id === null) return [key, child]
        const local = ids.get(id)
        if (local === undefined) {
          unknown.push(`${where}: no form with id ${id} in the bundle`)
          return [key, child]
        }
        return [key, typeof child === 'string' ? String(local) : local]
      }),
    )
  }
  return { value: walk(value, path) as T, unknown }
}

/** A stock button's form target (spec 3 §3 Button; ADR 076): `form:{id}`. */
const FORM_TARGET = /^form:\s*(\d+)\s*$/

/**
 * Button sets with every `form:{id}` target mapped through `ids` (bundle id → local id), as
 * mapFormReferences does for pages: a showroom's Enquire button names a form of its own market
 * (ADR 105). A target `ids` lacks is reported with its path and kept.
 * @example mapButtonFormTargets([{ buttons: [{ target: 'form:5' }] }], new Map([[5, 12]])).value[0].buttons[0].target // 'form:12'
 */
export function mapButtonFormTargets<S extends { buttons: readonly { target?: string | null }[] }>(
  sets: readonly S[],
  ids: ReadonlyMap<number, number>,
  path = 'button_sets',
): { value: S[]; unknown: string[] } {
  const unknown: string[] = []
  const value = sets.map((set, s) => ({
    ...set,
    buttons: set.buttons.map((button, b) => {
      const match = FORM_TARGET.exec(button.target ?? '')
      if (!match) return button
      const local = ids.get(Number(match[1]))
      if (local === undefined) {
        unknown.push(`${path}[${s}].buttons[${b}].target: no form with id ${match[1]} in the bundle`)
        return button
      }
      return { ...button, target: `form:${local}` }
    }),
  }))
  return { value, unknown }
}
