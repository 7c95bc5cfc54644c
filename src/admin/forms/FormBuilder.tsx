import { useEffect, useMemo, useRef, useState } from 'react'
import { useBlocker } from 'react-router'
import { useAction } from '~/admin/use-action.ts'
import { confirmationEmailField, formDefinitionSchema, type FieldType, type FormDefinition } from '~/forms/definition.ts'
import type { FormLocation } from '~/forms/lead-values.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import { CheckInput, SelectInput, TextInput } from './controls.tsx'
import { FieldEditor } from './FieldEditor.tsx'
import {
  addField,
  conditionCandidates,
  FIELD_TYPE_LABELS,
  FIELD_TYPE_LIST,
  fromDraft,
  keepVerification,
  moveField,
  newIntegration,
  removeField,
  toDraft,
  updateField,
  type Draft,
  type DraftField,
} from './field-list.ts'
import { attributes, formsApi, type FormResource } from './forms-api.ts'
import { FormPreview } from './FormPreview.tsx'
import styles from './forms-admin.module.css'
import { apiProblems, controlId, describePath, draftProblems, mergeProblems, problemsUnder, type Problems } from './problems.ts'
import { FORM_TYPE_MAX, FORM_TYPE_RULE } from '~/forms/form-attributes.ts'

export interface BuilderForm {
  id: number
  name: string
  type: string
  version: number
  definition: FormDefinition
  updated_at: string
}

/** Form types a market uses (spec 2 §3.5, §3.10); any other word is allowed too. */
export const FORM_TYPES = ['general', 'test_drive', 'brochure', 'offer', 'service_booking', 'reservation', 'contact', 'extended_warranty']

/**
 * The form builder: the fields in order (added, removed, moved by buttons), each
 * field's properties, layout and submit label, the three settings, webhooks and verification, with
 * a live preview beside it. Problems come from formDefinitionSchema as the user edits (after the
 * first Save) and from the API, each at its field and in a summary that links there.
 */
export function FormBuilder({
  form,
  signingKeys,
  locations,
}: {
  form: BuilderForm
  /** Each saved webhook's signing key, by integration id (shown to admins only, ADR 053). */
  signingKeys: Readonly<Record<string, string>>
  /** What the preview's location field offers. */
  locations: readonly FormLocation[]
}) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(form.definition))
  const [meta, setMeta] = useState({ name: form.name, type: form.type })
  const [saved, setSaved] = useState(() => snapshot(meta, draft))
  // The version the changes are made on: a save names it, and is refused if another was saved since.
  const [startedFrom, setStartedFrom] = useState(form.version)
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const [attempted, setAttempted] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [addType, setAddType] = useState<FieldType>('text')
  const { run, busy, errors, setErrors } = useAction()
  const focusNext = useRef<string | null>(null)

  const browserProblems = useMemo(() => (attempted ? draftProblems(draft) : new Map<string, string>()), [attempted, draft])
  const server = useMemo(() => apiProblems(errors), [errors])
  const problems = mergeProblems(browserProblems, server.placed)
  const dirty = snapshot(meta, draft) !== saved

  // Leaving with unsaved changes asks first, in the app and when the tab closes.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm('Leave the form builder? Your changes are not saved.')) blocker.proceed()
    else blocker.reset()
  }, [blocker])
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  // Focus after a move or an add: React moves the node, and a moved node loses focus.
  useEffect(() => {
    if (!focusNext.current) return
    document.getElementById(focusNext.current)?.focus()
    focusNext.current = null
  })

  const change = (next: Partial<Draft>) => {
    setDraft((current) => {
      const merged = { ...current, ...next }
      return { ...merged, verification: keepVerification(merged) }
    })
    // The API's problems were about what was sent; the browser's follow the edits.
    if (errors.length) setErrors([])
  }
  const setFields = (fields: DraftField[]) => change({ fields })
  const toggle = (key: string, show = !open.has(key)) =>
    setOpen((current) => {
      const next = new Set(current)
      if (show) next.add(key)
      else next.delete(key)
      return next
    })

  const save = async () => {
    setAttempted(true)
    const found = draftProblems(draft)
    // The summary above the form (role=alert) names them; nothing is sent.
    if (found.size > 0) return openProblemFields(found)
    const definition = formDefinitionSchema.parse(fromDraft(draft))
    // The API takes a form as its name and type beside the definition's keys (forms.server.ts).
    const result = await run<FormResource>('PUT', formsApi.form(form.id), {
      body: attributes({ ...meta, ...definition, version: startedFrom }),
      done: (saved) => `Saved “${saved.attributes.name}” as version ${saved.attributes.version}.`,
      failed: 'Form not saved',
    })
    if (result.ok) {
      setSaved(snapshot(meta, draft))
      setStartedFrom(result.data.attributes.version)
    } else openProblemFields(apiProblems(result.errors).placed)
  }
  const openProblemFields = (found: Problems) => {
    const keys = [...found.keys()].flatMap((path) => {
      const match = /^fields\.(\d+)/.exec(path)
      return match ? [draft.fields[Number(match[1])]?.key ?? ''] : []
    })
    setOpen((current) => new Set([...current, ...keys]))
  }

  const summary = [...problems.entries()]
  const confirmTo = confirmationEmailField(draft as unknown as FormDefinition)

  return (
    <div className={styles.builder}>
      <form
        className={styles.builderForm}
        aria-label={`Build ${meta.name}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {summary.length > 0 && (
          <div role="alert" className={styles.summary} tabIndex={-1}>
            <h2>{summary.length === 1 ? 'One problem' : `${summary.length} problems`} to fix before the form is saved</h2>
            <ul>
              {summary.map(([path, message]) => (
                <li key={path}>
                  <a href={`#${controlId(path)}`} onClick={(event) => goTo(event, path)}>
                    {describePath(path, draft)}: {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <FormErrors errors={server.rest} />

        <section className={styles.section} aria-labelledby="fb-form">
          <h2 id="fb-form">Form</h2>
          <div className={ui.grid}>
            <TextInput
              path="name"
              label="Name"
              required
              value={meta.name}
              problem={problems.get('name')}
              maxLength={200}
              onChange={(name) => setMeta({ ...meta, name })}
            />
            <TextInput
              path="type"
              label="Type"
              required
              value={meta.type}
              problem={problems.get('type')}
              hint={`${FORM_TYPE_RULE}; e.g. ${FORM_TYPES.slice(0, 4).join(', ')}`}
              maxLength={FORM_TYPE_MAX}
              onChange={(type) => setMeta({ ...meta, type })}
            />
            <SelectInput
              path="layout"
              label="Layout"
              value={draft.layout}
              problem={problems.get('layout')}
              options={[
                { value: 'single_column', label: 'One column' },
                { value: 'double_column', label: 'Two columns' },
              ]}
              onChange={(layout) => change({ layout: layout as Draft['layout'] })}
            />
            <TextInput
              path="submit_label"
              label="Submit button label"
              required
              value={draft.submit_label}
              problem={problems.get('submit_label')}
              maxLength={60}
              onChange={(submit_label) => change({ submit_label })}
            />
          </div>
        </section>

        <section className={styles.section} aria-labelledby="fb-fields-heading">
          {/* Not `fb-fields`: that is the list's, which a problem of the fields puts the focus on. */}
          <h2 id="fb-fields-heading">Fields</h2>
          <FieldError id={`${controlId('fields')}-error`} message={problems.get('fields')} />
          <ol className={styles.fields} id={controlId('fields')} tabIndex={-1} aria-labelledby="fb-fields-heading">
            {draft.fields.map((field, index) => {
              const fieldProblems = problemsUnder(problems, `fields.${index}`)
              const isOpen = open.has(field.key)
              const panel = `fb-panel-${field.key}`
              const move = (by: -1 | 1) => {
                const target = index + by
                setFields(moveField(draft.fields, field.key, by))
                // The same button again, or the other one once this one is off at an end.
                const edge = target === 0 ? 'down' : target === draft.fields.length - 1 ? 'up' : null
                focusNext.current = `fb-move-${edge ?? (by < 0 ? 'up' : 'down')}-${field.key}`
                setAnnouncement(`“${field.label}” moved to position ${target + 1} of ${draft.fields.length}.`)
              }
              return (
                <li key={field.key} className={styles.fieldItem} data-invalid={fieldProblems.size > 0 || undefined}>
                  <div className={styles.fieldHead}>
                    <button
                      type="button"
                      className={styles.fieldToggle}
                      aria-expanded={isOpen}
                      aria-controls={panel}
                      id={`fb-toggle-${field.key}`}
                      onClick={() => toggle(field.key)}
                    >
                      <span className={styles.fieldNumber}>{index + 1}.</span> <strong>{field.label || '(no label)'}</strong>{' '}
                      <span className={styles.fieldMeta}>
                        {FIELD_TYPE_LABELS[field.type]} · {field.id}
                        {field.rules?.required ? ' · required' : ''}
                        {field.show_when
                          ? ` · shown when ${field.show_when.field}${field.show_when.equals ? ` is ${field.show_when.equals}` : ' has a value'}`
                          : ''}
                        {fieldProblems.size > 0 ? ` · ${fieldProblems.size} ${fieldProblems.size === 1 ? 'problem' : 'problems'}` : ''}
                      </span>
                    </button>
                    <span className={styles.tools}>
                      <button
                        type="button"
                        id={`fb-move-up-${field.key}`}
                        className="fc-cta fc-cta--secondary"
                        disabled={index === 0}
                        onClick={() => move(-1)}
                        aria-label={`Move ${field.label} up`}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        id={`fb-move-down-${field.key}`}
                        className="fc-cta fc-cta--secondary"
                        disabled={index === draft.fields.length - 1}
                        onClick={() => move(1)}
                        aria-label={`Move ${field.label} down`}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="fc-cta fc-cta--secondary"
                        aria-label={`Remove ${field.label}`}
                        onClick={() => {
                          const { fields, released } = removeField(draft.fields, field.key)
                          setFields(fields)
                          focusNext.current = 'fb-add-type'
                          setAnnouncement(
                            `Removed “${field.label}”.${released.length ? ` Now always shown: ${released.map((l) => `“${l}”`).join(', ')}.` : ''}`,
                          )
                        }}
                      >
                        Remove
                      </button>
                    </span>
                  </div>
                  <div id={panel} hidden={!isOpen}>
                    {isOpen && (
                      <FieldEditor
                        field={field}
                        index={index}
                        above={conditionCandidates(draft.fields, field.key)}
                        problems={fieldProblems}
                        onChange={(patch) => setFields(updateField(draft.fields, field.key, patch))}
                      />
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
          <div className={styles.addField}>
            <SelectInput
              path="add-type"
              label="New field's type"
              value={addType}
              options={FIELD_TYPE_LIST.map(({ type, label }) => ({ value: type, label }))}
              onChange={(type) => setAddType(type as FieldType)}
            />
            <button
              type="button"
              className="fc-cta fc-cta--secondary"
              onClick={() => {
                const fields = addField(draft.fields, addType)
                const added = fields.at(-1)!
                setFields(fields)
                toggle(added.key, true)
                focusNext.current = controlId(`fields.${fields.length - 1}.label`)
                setAnnouncement(`Added a ${FIELD_TYPE_LABELS[addType]} field at position ${fields.length}.`)
              }}
            >
              Add field
            </button>
          </div>
        </section>

        <SettingsSections
          draft={draft}
          problems={problems}
          change={change}
          confirmTo={confirmTo?.label ? `${confirmTo.label} (${confirmTo.id})` : null}
          signingKeys={signingKeys}
        />

        <div className={styles.saveBar}>
          <button type="submit" className="fc-cta fc-cta--primary" disabled={busy}>
            Save form
          </button>
          <span className={ui.hint}>{dirty ? 'Unsaved changes' : `Saved · version ${form.version}`}</span>
          <p role="status" className={styles.announce}>
            {announcement}
          </p>
        </div>
      </form>

      <aside className={styles.preview} aria-labelledby="fb-preview">
        <h2 id="fb-preview">Preview</h2>
        <FormPreview draft={draft} locations={locations} />
      </aside>
    </div>
  )

  function goTo(event: React.MouseEvent, path: string) {
    event.preventDefault()
    openProblemFields(new Map([[path, '']]))
    // The control, or the nearest part that is shown (a collapsed field opens first).
    requestAnimationFrame(() => {
      const parts = path.split('.')
      for (let n = parts.length; n > 0; n--) {
        const element = document.getElementById(controlId(parts.slice(0, n).join('.')))
        if (element) {
          element.focus()
          return
        }
      }
      const field = /^fields\.(\d+)/.exec(path)
      if (field) document.getElementById(`fb-toggle-${draft.fields[Number(field[1])]?.key}`)?.focus()
    })
  }
}

const snapshot = (meta: { name: string; type: string }, draft: Draft) => JSON.stringify([meta, fromDraft(draft)])

/** Thank-you, notifications, confirmation, webhooks and verification. */
function SettingsSections({
  draft,
  problems,
  change,
  confirmTo,
  signingKeys,
}: {
  draft: Draft
  problems: Problems
  change: (next: Partial<Draft>) => void
  confirmTo: string | null
  signingKeys: Readonly<Record<string, string>>
}) {
  const { thank_you, notifications, confirmations } = draft.settings
  const setSetting = <K extends keyof Draft['settings']>(name: K, patch: Partial<Draft['settings'][K]>) =>
    change({ settings: { ...draft.settings, [name]: { ...draft.settings[name], ...patch } } })
  const [recipients, setRecipients] = useState(notifications.recipients.join('\n'))
  const recipientProblems = [...problemsUnder(problems, 'settings.notifications.recipients')].map(([line, message]) =>
    line === '' ? message : `Line ${Number(line) + 1}: ${message}`,
  )
  const phones = draft.fields.filter((f) => f.type === 'phone')
  const emails = draft.fields.filter((f) => f.type === 'email')
  const pick = (fields: DraftField[]) => [
    { value: '', label: 'None' },
    ...fields.map((f) => ({ value: f.id, label: `${f.label} (${f.id})` })),
  ]

  return (
    <>
      <section className={styles.section} aria-labelledby="fb-thank-you">
        <h2 id="fb-thank-you">Thank-you message</h2>
        <div className={ui.grid}>
          <TextInput
            path="settings.thank_you.title"
            label="Title"
            value={thank_you.title}
            problem={problems.get('settings.thank_you.title')}
            maxLength={200}
            onChange={(title) => setSetting('thank_you', { title })}
          />
          <TextInput
            path="settings.thank_you.redirect_url"
            label="Go to this page instead"
            type="url"
            value={thank_you.redirect_url}
            problem={problems.get('settings.thank_you.redirect_url')}
            hint="A path (/thank-you) or URL; empty shows the message"
            maxLength={2000}
            onChange={(url) => setSetting('thank_you', { redirect_url: url || undefined })}
          />
        </div>
        <TextInput
          path="settings.thank_you.message"
          label="Message"
          multiline
          value={thank_you.message}
          problem={problems.get('settings.thank_you.message')}
          maxLength={2000}
          onChange={(message) => setSetting('thank_you', { message })}
        />
      </section>

      <section className={styles.section} aria-labelledby="fb-notifications">
        <h2 id="fb-notifications">Notification e-mail</h2>
        <CheckInput
          path="settings.notifications.enabled"
          label="Send each lead by e-mail"
          checked={notifications.enabled}
          hint="To the retailer or location the lead names; to the recipients below when it names none."
          onChange={(enabled) => setSetting('notifications', { enabled })}
        />
        <div className={ui.grid}>
          <div className={ui.field}>
            <label htmlFor={controlId('settings.notifications.recipients')}>Recipients</label>
            <textarea
              id={controlId('settings.notifications.recipients')}
              rows={3}
              value={recipients}
              aria-invalid={recipientProblems.length ? true : undefined}
              aria-describedby={`${controlId('settings.notifications.recipients')}-hint ${controlId('settings.notifications.recipients')}-error`}
              onChange={(event) => {
                setRecipients(event.target.value)
                setSetting('notifications', {
                  recipients: event.target.value
                    .split(/[\n,;]/)
                    .map((line) => line.trim())
                    .filter(Boolean),
                })
              }}
            />
            <p id={`${controlId('settings.notifications.recipients')}-hint`} className={ui.hint}>
              One e-mail address a line, at most 20
            </p>
            <FieldError
              id={`${controlId('settings.notifications.recipients')}-error`}
              message={recipientProblems.join(' · ') || undefined}
            />
          </div>
          <TextInput
            path="settings.notifications.subject"
            label="Subject"
            value={notifications.subject}
            problem={problems.get('settings.notifications.subject')}
            hint="{form} is the form's name"
            maxLength={200}
            onChange={(subject) => setSetting('notifications', { subject })}
          />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="fb-confirmations">
        <h2 id="fb-confirmations">Confirmation e-mail</h2>
        <CheckInput
          path="settings.confirmations.enabled"
          label="Send the visitor a confirmation"
          checked={confirmations.enabled}
          hint={
            confirmTo
              ? `To the address in ${confirmTo}, the form's first e-mail field.`
              : 'The form has no e-mail field: there is no address to send it to.'
          }
          onChange={(enabled) => setSetting('confirmations', { enabled })}
        />
        <TextInput
          path="settings.confirmations.subject"
          label="Subject"
          value={confirmations.subject}
          problem={problems.get('settings.confirmations.subject')}
          maxLength={200}
          onChange={(subject) => setSetting('confirmations', { subject })}
        />
        <TextInput
          path="settings.confirmations.body"
          label="Text"
          multiline
          value={confirmations.body}
          problem={problems.get('settings.confirmations.body')}
          maxLength={5000}
          onChange={(body) => setSetting('confirmations', { body })}
        />
      </section>

      <section className={styles.section} aria-labelledby="fb-integrations">
        <h2 id="fb-integrations">Webhooks</h2>
        <p className={ui.hint}>
          Each lead is sent as JSON to every enabled webhook, signed: the header X-Forecourt-Signature is sha256= and the HMAC-SHA256 of the
          body with the webhook's signing key.
        </p>
        <ul className={styles.rows}>
          {draft.integrations.map((integration, i) => {
            const set = (patch: Partial<typeof integration>) =>
              change({ integrations: draft.integrations.map((it, j) => (j === i ? { ...it, ...patch } : it)) })
            const key = signingKeys[integration.id]
            return (
              <li key={integration.id} className={styles.integration}>
                <TextInput
                  path={`integrations.${i}.url`}
                  label={`Webhook ${i + 1} URL`}
                  type="url"
                  required
                  value={integration.url}
                  problem={problems.get(`integrations.${i}.url`)}
                  hint={`Id ${integration.id}`}
                  maxLength={2000}
                  onChange={(url) => set({ url })}
                />
                <CheckInput
                  path={`integrations.${i}.enabled`}
                  label="Enabled"
                  checked={integration.enabled}
                  onChange={(enabled) => set({ enabled })}
                />
                <div className={ui.field}>
                  <span className={ui.label}>Signing key</span>
                  {key ? (
                    <code className={styles.secret}>{key}</code>
                  ) : (
                    <span className={ui.hint}>Shown once the form is saved with this webhook.</span>
                  )}
                </div>
                <button
                  type="button"
                  className="fc-cta fc-cta--secondary"
                  onClick={() => change({ integrations: draft.integrations.filter((_, j) => j !== i) })}
                  aria-label={`Remove webhook ${i + 1}`}
                >
                  Remove
                </button>
              </li>
            )
          })}
        </ul>
        <p>
          <button
            type="button"
            className="fc-cta fc-cta--secondary"
            disabled={draft.integrations.length >= 10}
            onClick={() => change({ integrations: [...draft.integrations, newIntegration(draft.integrations)] })}
          >
            Add webhook
          </button>
        </p>
      </section>

      <section className={styles.section} aria-labelledby="fb-verification">
        <h2 id="fb-verification">Verification</h2>
        <div className={ui.grid}>
          <SelectInput
            path="verification.phone_field"
            label="Confirm this phone number by an SMS code"
            value={draft.verification.phone_field ?? ''}
            options={pick(phones)}
            problem={problems.get('verification.phone_field')}
            hint={phones.length === 0 ? 'Add a phone field first' : undefined}
            onChange={(id) => change({ verification: { ...draft.verification, phone_field: id || undefined } })}
          />
          <SelectInput
            path="verification.email_field"
            label="Check this e-mail address with the verification service"
            value={draft.verification.email_field ?? ''}
            options={pick(emails)}
            problem={problems.get('verification.email_field')}
            hint={emails.length === 0 ? 'Add an e-mail field first' : undefined}
            onChange={(id) => change({ verification: { ...draft.verification, email_field: id || undefined } })}
          />
        </div>
      </section>
    </>
  )
}
