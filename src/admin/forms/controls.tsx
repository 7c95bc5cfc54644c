import type { ReactNode } from 'react'
import { FieldError } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import { controlId } from './problems.ts'

/**
 * The builder's controlled inputs. Each edits one path of the definition: its id comes from the
 * path (the error summary links to it) and the problem at that path shows under it, tied by
 * aria-describedby and aria-invalid.
 */
interface Common {
  path: string
  label: string
  problem?: string
  hint?: ReactNode
  required?: boolean
}

function describedBy(path: string, hint: ReactNode, problem: string | undefined) {
  const id = controlId(path)
  return [hint ? `${id}-hint` : '', problem ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

function Frame({ path, label, problem, hint, required, children }: Common & { children: ReactNode }) {
  const id = controlId(path)
  return (
    <div className={ui.field}>
      <label htmlFor={id}>
        {label}
        {required ? ' (required)' : ''}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={problem} />
    </div>
  )
}

export function TextInput({
  value,
  onChange,
  type = 'text',
  inputMode,
  multiline = false,
  maxLength,
  ...common
}: Common & {
  value: string | undefined
  onChange: (value: string) => void
  type?: 'text' | 'url' | 'email'
  inputMode?: 'numeric'
  multiline?: boolean
  maxLength?: number
}) {
  const props = {
    id: controlId(common.path),
    value: value ?? '',
    maxLength,
    required: common.required,
    'aria-invalid': common.problem ? true : undefined,
    'aria-describedby': describedBy(common.path, common.hint, common.problem),
  }
  return (
    <Frame {...common}>
      {multiline ? (
        <textarea {...props} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
    </Frame>
  )
}

/** A whole number or nothing (an empty box is no rule). */
export function NumberInput({
  value,
  onChange,
  min,
  max,
  ...common
}: Common & { value: number | undefined; onChange: (value: number | undefined) => void; min?: number; max?: number }) {
  return (
    <Frame {...common}>
      <input
        id={controlId(common.path)}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value ?? ''}
        onChange={(event) => {
          const text = event.target.value.trim()
          onChange(text === '' || !Number.isFinite(Number(text)) ? undefined : Math.trunc(Number(text)))
        }}
        aria-invalid={common.problem ? true : undefined}
        aria-describedby={describedBy(common.path, common.hint, common.problem)}
      />
    </Frame>
  )
}

export function SelectInput({
  value,
  onChange,
  options,
  ...common
}: Common & { value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <Frame {...common}>
      <select
        id={controlId(common.path)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={common.problem ? true : undefined}
        aria-describedby={describedBy(common.path, common.hint, common.problem)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  )
}

export function CheckInput({
  path,
  label,
  checked,
  onChange,
  hint,
}: {
  path: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  hint?: ReactNode
}) {
  const id = controlId(path)
  return (
    <div className={ui.field}>
      <span className={ui.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </span>
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
    </div>
  )
}
