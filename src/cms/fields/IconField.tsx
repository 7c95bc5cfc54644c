import { useState } from 'react'
import { shown } from './BasicFields.tsx'
import { FieldShell } from './FieldShell.tsx'
import { ICON_NAMES } from './icons.ts'
import type { FieldEditorProps } from './types.ts'
import styles from './Fields.module.css'

/** Rdx::Core::Fields::Icon: a searchable grid of icon names; '' is no icon. */
export function IconField(props: FieldEditorProps<string>) {
  const { definition, id, name, onChange, readOnly } = props
  const value = shown(props) ?? ''
  const [filter, setFilter] = useState('')
  const names: string[] = ICON_NAMES.filter((icon) => icon.includes(filter.trim().toLowerCase()))
  // A stored name the list does not know stays visible and chosen.
  if (value && !ICON_NAMES.includes(value as never)) names.unshift(value)
  return (
    <FieldShell definition={definition} id={id} name={name} group>
      {(a11y) => (
        <div className={styles.stack}>
          <label className={styles.sub}>
            <span className={styles.subLabel}>Search icons</span>
            <input
              id={a11y.id}
              aria-describedby={a11y['aria-describedby']}
              className={styles.input}
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
            />
          </label>
          <div className={styles.icons} role="group" aria-label={`${definition.label}: icons`}>
            <button type="button" className={styles.icon} aria-pressed={value === ''} disabled={readOnly} onClick={() => onChange('')}>
              No icon
            </button>
            {names.map((icon) => (
              <button
                key={icon}
                type="button"
                className={styles.icon}
                aria-pressed={value === icon}
                disabled={readOnly}
                onClick={() => onChange(icon)}
              >
                <span data-icon={icon} aria-hidden="true" /> {icon}
              </button>
            ))}
          </div>
        </div>
      )}
    </FieldShell>
  )
}
