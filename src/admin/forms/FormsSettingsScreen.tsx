import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { apiRequest } from '~/lib/api-client.ts'
import ui from '~/ui/forms.module.css'
import { TextInput } from './controls.tsx'
import { attributes, formsApi } from './forms-api.ts'
import { FORMS_SETTINGS, type FormsSettingKey } from './forms-settings.ts'
import { FormsNav } from './FormsNav.tsx'

/**
 * Forms settings: lead retention, the sender of the e-mails and the reCAPTCHA
 * site key, saved through the forms API's settings (POST /settings, one per changed key). A value
 * the API refuses is named at its field; the others are saved.
 */
export function FormsSettingsScreen({ values }: { values: Record<FormsSettingKey, string> }) {
  const [edited, setEdited] = useState(values)
  const [problems, setProblems] = useState<Partial<Record<FormsSettingKey, string>>>({})
  const [busy, setBusy] = useState(false)
  const { success, failure } = useFeedback()
  const revalidator = useRevalidator()
  const changed = FORMS_SETTINGS.filter((s) => edited[s.key].trim() !== values[s.key])

  const save = async () => {
    setBusy(true)
    const found: typeof problems = {}
    const saved: string[] = []
    for (const setting of changed) {
      const result = await apiRequest('POST', formsApi.settings, attributes({ key: setting.key, value: edited[setting.key].trim() }))
      if (result.ok) saved.push(setting.label)
      else found[setting.key] = result.errors.map((e) => e.detail ?? e.title).join(' ')
    }
    setBusy(false)
    setProblems(found)
    const failed = Object.keys(found).length
    if (failed)
      failure(
        `${failed === 1 ? 'One setting' : `${failed} settings`} not saved: see the field${failed === 1 ? '' : 's'}.${saved.length ? ` Saved: ${saved.join(', ')}.` : ''}`,
      )
    else success(`Saved: ${saved.join(', ')}.`)
    await revalidator.revalidate()
  }

  return (
    <>
      <PageHeader title="Forms settings">
        How long leads are kept, who the e-mails come from, and bot protection, for all forms of this market.
      </PageHeader>
      <FormsNav area="forms" />
      <form
        className={ui.form}
        aria-label="Forms settings"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void save()
        }}
      >
        {FORMS_SETTINGS.map((setting) => (
          <TextInput
            key={setting.key}
            path={setting.key}
            label={setting.label}
            type={setting.type === 'email' ? 'email' : 'text'}
            inputMode={setting.type === 'number' ? 'numeric' : undefined}
            value={edited[setting.key]}
            hint={setting.hint}
            problem={problems[setting.key]}
            onChange={(value) => setEdited({ ...edited, [setting.key]: value })}
            maxLength={254}
          />
        ))}
        <div className={ui.actions}>
          <button type="submit" className="fc-cta fc-cta--primary" disabled={busy || changed.length === 0}>
            Save settings
          </button>
        </div>
      </form>
    </>
  )
}
