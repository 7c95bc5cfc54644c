import { FormRenderer, type FormRendererProps } from '~/forms/FormRenderer.tsx'
import type { PublicForm } from '~/forms/public-form.ts'
import { ButtonLink } from '~/ui/Button.tsx'
import { parseHiddenFields } from '~/ui/form-request.ts'
import { EditorForm, UnknownFormNote } from './EditorForm.tsx'
import type { BlockContext } from './template.ts'
import styles from './BlockForm.module.css'

/** What a form block's data.server.ts resolves: its form as the page shows it, null for a form the market lacks. */
export type FormBlockData = PublicForm | null

/** The spec 2 §3.5 values a form-bearing block has (each has form_id; the rest where its template has them). */
export interface FormBlockValues {
  form_id: string | number
  has_two_columns?: boolean
  form_hidden_field_mapping?: unknown
  form_params_mapping?: unknown
  form_location_params_mapping?: unknown
  form_location_mapping?: unknown
  button_position?: 'left' | 'center' | 'right'
  button_color?: 'primary' | 'secondary'
  has_button_margin?: boolean
  modal_form?: boolean
}

/**
 * The form of a form block (spec 2 §3.5): the block's form, resolved on the server, with its
 * hidden fields, URL prefill maps, columns and button. With modal_form a button opens it in the
 * modal form instead (spec 1 §2). In the editor, where no server data is resolved, the chosen
 * form is read from the forms API and shown as the builder's preview shows it (not sent).
 */
export function BlockForm({
  fields,
  data,
  context,
  title,
  additionalData,
  extraHiddenFields,
  failure,
}: {
  fields: FormBlockValues
  data: FormBlockData | undefined
  context: BlockContext
  /** The modal's title with modal_form (a block's title), else the form's submit label. */
  title?: string
  additionalData?: FormRendererProps['additionalData']
  /** Hidden fields besides the block's own map (a claimed offer's). */
  extraHiddenFields?: Record<string, string>
  failure?: FormRendererProps['failure']
}) {
  const formId = String(fields.form_id).trim()
  const hiddenFields = { ...parseHiddenFields(fields.form_hidden_field_mapping), ...extraHiddenFields }
  const twoColumns = fields.has_two_columns ? true : undefined
  if (data === undefined && context.editing) {
    return (
      <EditorForm
        formId={formId}
        render={(form) => <BlockForm fields={fields} data={form} context={{ index: 0, eagerImages: false, editing: true }} />}
      />
    )
  }
  if (!data) return context.editing ? <UnknownFormNote formId={formId} /> : null
  if (fields.modal_form) {
    const label = data.form.definition.submit_label
    return (
      <div className={`${styles.modalButton} ${styles[`button-${fields.button_position ?? 'right'}`]}`}>
        <ButtonLink
          url=""
          label={label}
          uiType={fields.button_color ?? 'primary'}
          form={{ formId, title: title?.trim() || label, hiddenFields, twoColumns: twoColumns ?? false }}
        />
      </div>
    )
  }
  return (
    <FormRenderer
      form={data.form}
      locations={data.locations}
      formToken={data.formToken}
      hiddenFields={hiddenFields}
      additionalData={additionalData}
      prefill={{
        params: parseHiddenFields(fields.form_params_mapping),
        locationParams: parseHiddenFields(fields.form_location_params_mapping),
        locationIds: parseHiddenFields(fields.form_location_mapping),
      }}
      twoColumns={twoColumns}
      buttonPosition={fields.button_position}
      buttonStyle={fields.button_color}
      buttonMargin={fields.has_button_margin}
      failure={failure}
      preview={context.editing}
    />
  )
}
