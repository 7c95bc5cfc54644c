import { FieldErrorLine, FieldShell } from './FieldShell.tsx'
import { useFieldError } from './errors.ts'
import type { FieldEditorProps } from './types.ts'
import styles from './Fields.module.css'

/** A value the block does not hold yet shows as the field's default (spec 2 §3.2 `value`). */
export const shown = <V,>({ value, definition }: FieldEditorProps<V>): V => (value === undefined ? (definition.value as V) : value)

/** Rdx::Core::Fields::Bool: a checkbox. */
export function BoolField(props: FieldEditorProps<boolean>) {
  const { definition, id, onChange, readOnly } = props
  const tooltip = definition.attrs.tooltip
  const error = useFieldError(props.name)
  return (
    <div className={styles.field} data-invalid={error ? '' : undefined}>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          id={id}
          checked={Boolean(shown(props))}
          disabled={readOnly}
          aria-describedby={tooltip ? `${id}-tip` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {definition.label}
      </label>
      {tooltip && (
        <p id={`${id}-tip`} className={styles.tooltip}>
          {tooltip}
        </p>
      )}
      <FieldErrorLine id={id} name={props.name} />
    </div>
  )
}

/** Rdx::Core::Fields::String: one line of text, with the placeholder and length limit of its attrs. */
export function StringField(props: FieldEditorProps<string>) {
  const { definition, id, name, onChange, readOnly } = props
  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => (
        <input
          {...a11y}
          className={styles.input}
          type="text"
          value={shown(props) ?? ''}
          readOnly={readOnly}
          placeholder={definition.attrs.placeholder}
          maxLength={definition.attrs.max ?? 500}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  )
}

/** Rdx::Core::Fields::Text: several lines of plain text. */
export function TextField(props: FieldEditorProps<string>) {
  const { definition, id, name, onChange, readOnly } = props
  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => (
        <textarea
          {...a11y}
          className={styles.textarea}
          value={shown(props) ?? ''}
          readOnly={readOnly}
          rows={4}
          placeholder={definition.attrs.placeholder}
          maxLength={definition.attrs.max ?? 10_000}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FieldShell>
  )
}

/** Rdx::Core::Fields::Number: empty means no value (null). */
export function NumberField(props: FieldEditorProps<number | null>) {
  const { definition, id, name, onChange, readOnly } = props
  const value = shown(props)
  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => (
        <input
          {...a11y}
          className={styles.input}
          type="number"
          value={value ?? ''}
          readOnly={readOnly}
          min={definition.attrs.min}
          max={definition.attrs.max}
          step={definition.attrs.integer ? 1 : 'any'}
          placeholder={definition.attrs.placeholder}
          onChange={(e) => {
            if (e.target.value.trim() === '') return onChange(null)
            const number = e.target.valueAsNumber
            if (Number.isFinite(number)) onChange(number)
          }}
        />
      )}
    </FieldShell>
  )
}

/**
 * Rdx::Core::Fields::Select: the options of its attrs, or the market's forms (`{type:'forms'}`,
 * spec 2 §3.5 form_id). Without a list of forms the form id is typed.
 */
export function SelectField(props: FieldEditorProps<string | number>) {
  const { definition, id, name, onChange, readOnly, options } = props
  const value = shown(props)
  const attrOptions = definition.attrs.options
  const stockList = !!attrOptions && 'type' in attrOptions && attrOptions.type === 'stock_lists'
  const choices = Array.isArray(attrOptions) ? attrOptions : stockList ? options.stockLists : options.forms
  if (!choices) {
    return (
      <FieldShell definition={definition} id={id} name={name}>
        {(a11y) => (
          <input
            {...a11y}
            className={styles.input}
            type="text"
            inputMode={stockList ? undefined : 'numeric'}
            value={value === undefined || value === null ? '' : String(value)}
            readOnly={readOnly}
            placeholder={stockList ? 'Stock list key' : 'Form id'}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </FieldShell>
    )
  }
  const current = value === undefined || value === null ? '' : String(value)
  const known = choices.some((o) => o.value === current)
  return (
    <FieldShell definition={definition} id={id} name={name}>
      {(a11y) => (
        <select {...a11y} className={styles.select} value={current} disabled={readOnly} onChange={(e) => onChange(e.target.value)}>
          {!known && <option value={current}>{current === '' ? '—' : `${current} (unknown)`}</option>}
          {choices.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  )
}

/** Rdx::Core::Separator: a section heading in the field panel; it holds no value. */
export function SeparatorField({ definition }: FieldEditorProps<unknown>) {
  const big = (definition.value as { big?: boolean } | null)?.big === true
  return (
    <h3 className={styles.separator} data-big={big ? '' : undefined}>
      {definition.label}
    </h3>
  )
}
