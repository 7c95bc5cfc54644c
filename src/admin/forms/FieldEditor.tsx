import type { FieldType } from '~/forms/definition.ts'
import { RULE_MESSAGES } from '~/forms/rules.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import { CheckInput, NumberInput, SelectInput, TextInput } from './controls.tsx'
import type { DraftField } from './field-list.ts'
import styles from './forms-admin.module.css'
import { controlId, type Problems } from './problems.ts'

/** Which properties a field type has in the builder (ADR 059). */
const TEXTUAL: readonly FieldType[] = ['text', 'email', 'phone', 'textarea']
const WITH_PLACEHOLDER: readonly FieldType[] = [...TEXTUAL, 'select', 'location']
const WITH_DEFAULT: readonly FieldType[] = [...TEXTUAL, 'date', 'hidden', 'select', 'radio']
const WITH_OPTIONS: readonly FieldType[] = ['select', 'radio', 'checkbox']

/** What a visitor reads when a rule fails: the spec's text for max (spec 1 §5), ADR 053's for the rest. */
const says = (text: string) => `Visitors see: '${text}'`

/**
 * One field's properties: label, id, help and placeholder, options, the rules
 * required/min/size/max with the texts visitors see, the condition on a field above, width,
 * default value, consent text and the phone's country. `problems` are this field's, by property.
 */
export function FieldEditor({
  field,
  index,
  above,
  problems,
  onChange,
}: {
  field: DraftField
  index: number
  /** The fields above this one: what it may be shown on. */
  above: readonly DraftField[]
  problems: Problems
  onChange: (patch: Partial<DraftField>) => void
}) {
  const path = (property: string) => `fields.${index}.${property}`
  const rules = { required: false, ...field.rules }
  const setRule = (rule: 'min' | 'size' | 'max', value: number | undefined) => onChange({ rules: { ...rules, [rule]: value } })
  const type = field.type

  return (
    <div className={styles.fieldEditor}>
      <div className={ui.grid}>
        <TextInput
          path={path('label')}
          label="Label"
          value={field.label}
          required
          problem={problems.get('label')}
          onChange={(label) => onChange({ label })}
          maxLength={300}
        />
        <TextInput
          path={path('id')}
          label="Field id"
          value={field.id}
          required
          problem={problems.get('id')}
          hint="The key in leads and exports: lower-case letters, digits and _"
          onChange={(id) => onChange({ id })}
          maxLength={64}
        />
        {type !== 'hidden' && (
          <TextInput
            path={path('help')}
            label="Help text"
            value={field.help}
            problem={problems.get('help')}
            onChange={(help) => onChange({ help: help || undefined })}
            maxLength={500}
          />
        )}
        {WITH_PLACEHOLDER.includes(type) && (
          <TextInput
            path={path('placeholder')}
            label="Placeholder"
            value={field.placeholder}
            problem={problems.get('placeholder')}
            onChange={(placeholder) => onChange({ placeholder: placeholder || undefined })}
            maxLength={200}
          />
        )}
        {WITH_DEFAULT.includes(type) &&
          (type === 'select' || type === 'radio' ? (
            <SelectInput
              path={path('default_value')}
              label="Default value"
              value={field.default_value ?? ''}
              problem={problems.get('default_value')}
              options={[{ value: '', label: 'None' }, ...(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))]}
              onChange={(value) => onChange({ default_value: value || undefined })}
            />
          ) : (
            <TextInput
              path={path('default_value')}
              label={type === 'hidden' ? 'Value' : 'Default value'}
              value={field.default_value}
              problem={problems.get('default_value')}
              hint={
                type === 'hidden'
                  ? 'Sent with every lead; a link or the page may set it instead'
                  : type === 'date'
                    ? 'As YYYY-MM-DD'
                    : undefined
              }
              onChange={(value) => onChange({ default_value: value || undefined })}
            />
          ))}
        {type === 'phone' && (
          <TextInput
            path={path('country')}
            label="Country"
            value={field.country}
            problem={problems.get('country')}
            hint="Two letters, e.g. GB: the country of numbers given without +code"
            onChange={(country) => onChange({ country: country.toUpperCase() || undefined })}
            maxLength={2}
          />
        )}
        {type !== 'hidden' && (
          <SelectInput
            path={path('width')}
            label="Width"
            value={field.width ?? 'full'}
            problem={problems.get('width')}
            hint="In a two-column form"
            options={[
              { value: 'full', label: 'Whole row' },
              { value: 'half', label: 'Half a row' },
            ]}
            onChange={(width) => onChange({ width: width as 'full' | 'half' })}
          />
        )}
      </div>

      {type === 'consent' && (
        <TextInput
          path={path('consent_text')}
          label="Consent text"
          value={field.consent_text}
          multiline
          problem={problems.get('consent_text')}
          hint="The wording the visitor agrees to; each lead keeps the wording it was given"
          onChange={(consent_text) => onChange({ consent_text: consent_text || undefined })}
          maxLength={5000}
        />
      )}

      {WITH_OPTIONS.includes(type) && <OptionsEditor field={field} path={path('options')} problems={problems} onChange={onChange} />}

      {type !== 'hidden' && (
        <fieldset className={styles.group}>
          <legend>Rules</legend>
          <CheckInput
            path={path('rules.required')}
            label="Required"
            checked={rules.required}
            hint={says(RULE_MESSAGES.required())}
            onChange={(required) => onChange({ rules: { ...rules, required } })}
          />
          {type === 'date' && (
            <CheckInput
              path={path('rules.from_today')}
              label="Today or later (the market's day)"
              checked={rules.from_today ?? false}
              hint={says(RULE_MESSAGES.past())}
              onChange={(fromToday) => onChange({ rules: { ...rules, from_today: fromToday || undefined } })}
            />
          )}
          {TEXTUAL.includes(type) && (
            <div className={ui.grid}>
              <NumberInput
                path={path('rules.min')}
                label="Minimum characters"
                value={rules.min}
                min={0}
                problem={problems.get('rules.min')}
                hint={rules.min !== undefined ? says(RULE_MESSAGES.min(rules.min)) : undefined}
                onChange={(n) => setRule('min', n)}
              />
              <NumberInput
                path={path('rules.size')}
                label="Exactly this many characters"
                value={rules.size}
                min={1}
                problem={problems.get('rules.size')}
                hint={rules.size !== undefined ? says(RULE_MESSAGES.size(rules.size)) : undefined}
                onChange={(n) => setRule('size', n)}
              />
              <NumberInput
                path={path('rules.max')}
                label="Maximum characters"
                value={rules.max}
                min={1}
                problem={problems.get('rules.max')}
                hint={says(RULE_MESSAGES.max())}
                onChange={(n) => setRule('max', n)}
              />
            </div>
          )}
          {type === 'checkbox' && (field.options?.length ?? 0) > 0 && (
            <NumberInput
              path={path('rules.min')}
              label="Choose at least"
              value={rules.min}
              min={0}
              problem={problems.get('rules.min')}
              hint={rules.min !== undefined ? says(RULE_MESSAGES.choices(rules.min)) : undefined}
              onChange={(n) => setRule('min', n)}
            />
          )}
        </fieldset>
      )}

      <Condition field={field} path={path('show_when')} above={above} problems={problems} onChange={onChange} />
    </div>
  )
}

/** The options of a select, radio or checkbox list, each movable by buttons. */
function OptionsEditor({
  field,
  path,
  problems,
  onChange,
}: {
  field: DraftField
  path: string
  problems: Problems
  onChange: (patch: Partial<DraftField>) => void
}) {
  const options = field.options ?? []
  const set = (next: typeof options) => onChange({ options: next.length > 0 || field.type !== 'checkbox' ? next : undefined })
  const at = (i: number, part: 'label' | 'value') => problems.get(`options.${i}.${part}`)
  return (
    <fieldset className={styles.group} id={controlId(path)} tabIndex={-1}>
      <legend>Options</legend>
      {field.type === 'checkbox' && <p className={ui.hint}>Without options the field is one box to tick.</p>}
      <FieldError id={`${controlId(path)}-error`} message={problems.get('options')} />
      <ol className={styles.options}>
        {options.map((option, i) => {
          const change = (patch: Partial<typeof option>) => set(options.map((o, j) => (j === i ? { ...o, ...patch } : o)))
          const move = (by: -1 | 1) => {
            const next = [...options]
            ;[next[i], next[i + by]] = [next[i + by]!, next[i]!]
            set(next)
          }
          const name = option.label || `option ${i + 1}`
          return (
            <li key={i} className={styles.option}>
              <TextInput
                path={`${path}.${i}.label`}
                label={`Option ${i + 1} label`}
                value={option.label}
                problem={at(i, 'label')}
                maxLength={200}
                onChange={(label) => {
                  // The value follows the label while the two were the same words.
                  const follows = option.value === optionValue(option.label, i) || option.value === ''
                  change(follows ? { label, value: optionValue(label, i) } : { label })
                }}
              />
              <TextInput
                path={`${path}.${i}.value`}
                label={`Option ${i + 1} value`}
                value={option.value}
                problem={at(i, 'value')}
                maxLength={200}
                onChange={(value) => change({ value })}
              />
              <span className={styles.tools}>
                <button
                  type="button"
                  className="fc-cta fc-cta--secondary"
                  disabled={i === 0}
                  onClick={() => move(-1)}
                  aria-label={`Move ${name} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="fc-cta fc-cta--secondary"
                  disabled={i === options.length - 1}
                  onClick={() => move(1)}
                  aria-label={`Move ${name} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="fc-cta fc-cta--secondary"
                  onClick={() => set(options.filter((_, j) => j !== i))}
                  aria-label={`Remove ${name}`}
                >
                  Remove
                </button>
              </span>
            </li>
          )
        })}
      </ol>
      <p>
        <button
          type="button"
          className="fc-cta fc-cta--secondary"
          onClick={() => set([...options, { label: `Option ${options.length + 1}`, value: `option_${options.length + 1}` }])}
        >
          Add option
        </button>
      </p>
    </fieldset>
  )
}

/**
 * An option's value from its label ('Test drive' → 'test_drive'); a label of no Latin letters or
 * digits ('صباحاً') gives the option's number (`option_2`), not an empty value the form refuses.
 */
export const optionValue = (label: string, index: number) => slug(label) || `option_${index + 1}`

/** 'Test drive' → 'test_drive': an option's value from its label. */
export const slug = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 200)

/** `show_when`: always shown, or shown when a field above has any value or a given one. */
function Condition({
  field,
  path,
  above,
  problems,
  onChange,
}: {
  field: DraftField
  path: string
  above: readonly DraftField[]
  problems: Problems
  onChange: (patch: Partial<DraftField>) => void
}) {
  const condition = field.show_when
  // A condition on a field that is no longer above (it moved) stays listed, so its problem shows.
  const parent = condition ? [...above].find((f) => f.id === condition.field) : undefined
  const candidates = [
    { value: '', label: 'Always' },
    ...above.map((f) => ({ value: f.id, label: `When “${f.label}” (${f.id}) has a value` })),
    ...(condition && !parent ? [{ value: condition.field, label: `When ${condition.field} has a value (not above this field)` }] : []),
  ]
  const choices = parent?.options?.length ? parent.options : null
  const yesNo = parent && (parent.type === 'consent' || (parent.type === 'checkbox' && !choices))
  return (
    <fieldset className={styles.group}>
      <legend>Shown</legend>
      <div className={ui.grid}>
        <SelectInput
          path={`${path}.field`}
          label="Show this field"
          value={condition?.field ?? ''}
          options={candidates}
          problem={problems.get('show_when.field')}
          hint={above.length === 0 ? 'The first field is always shown: a condition needs a field above.' : undefined}
          onChange={(id) => onChange({ show_when: id ? { field: id } : undefined })}
        />
        {condition &&
          parent &&
          !yesNo &&
          (choices ? (
            <SelectInput
              path={`${path}.equals`}
              label="Which value"
              value={condition.equals ?? ''}
              problem={problems.get('show_when.equals')}
              options={[{ value: '', label: 'Any value' }, ...choices.map((o) => ({ value: o.value, label: o.label }))]}
              onChange={(equals) => onChange({ show_when: { field: condition.field, ...(equals ? { equals } : {}) } })}
            />
          ) : (
            <TextInput
              path={`${path}.equals`}
              label="Which value"
              value={condition.equals}
              problem={problems.get('show_when.equals')}
              hint="Empty: any value"
              maxLength={200}
              onChange={(equals) => onChange({ show_when: { field: condition.field, ...(equals ? { equals } : {}) } })}
            />
          ))}
      </div>
      {condition && parent && yesNo && <p className={ui.hint}>Shown once “{parent.label}” is ticked.</p>}
    </fieldset>
  )
}
