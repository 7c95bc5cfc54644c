import { useEffect, useState } from 'react'
import { Modal } from '~/ui/Modal.tsx'
import type { FormRequest } from '~/ui/form-request.ts'
import { FormRenderer } from './FormRenderer.tsx'
import { fetchPublicForm, type PublicFormAnswer } from './public-form.ts'
import styles from './ModalForm.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/**
 * The open modal form (spec 1 §2) on the one modal primitive (spec 1 §4 Modal: the page behind is
 * inert, Tab stays inside; Escape, the backdrop and the close button close it) titled by the link's
 * text, with the form read from the forms API. The host clears the request; focus goes back to the
 * link.
 */
export default function ModalFormDialog({ request, onClosed }: { request: FormRequest; onClosed: () => void }) {
  const ui = useUiTexts()
  const [answer, setAnswer] = useState<PublicFormAnswer | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    void fetchPublicForm(request.formId).then((result) => live && setAnswer(result))
    return () => {
      live = false
    }
  }, [request.formId, attempt])

  const title = request.title || 'Form'
  return (
    <Modal
      open
      onClose={onClosed}
      title={title}
      closeLabel={ui.closeForm}
      className={`${styles.dialog} ${request.twoColumns ? styles.wide : ''} light-theme`}
    >
      <div className={styles.body}>
        {request.subject && <p className={styles.subject}>{request.subject}</p>}
        {answer === null && <p role="status">{ui.loadingForm}</p>}
        {answer?.ok === false && (
          <div role="alert" className={styles.failed}>
            <p>{answer.notFound ? ui.formGone : ui.formFailed}</p>
            {!answer.notFound && (
              <button
                type="button"
                className={styles.retry}
                onClick={() => {
                  setAnswer(null)
                  setAttempt((n) => n + 1)
                }}
              >
                {ui.tryAgain}
              </button>
            )}
          </div>
        )}
        {answer?.ok && (
          <FormRenderer
            form={answer.form.form}
            locations={answer.form.locations}
            formToken={answer.form.formToken}
            freshFormToken
            hiddenFields={request.hiddenFields}
            additionalData={request.vehicle ? { ciData: request.vehicle } : undefined}
            locationId={request.locationId}
            twoColumns={request.twoColumns || undefined}
          />
        )}
      </div>
    </Modal>
  )
}
