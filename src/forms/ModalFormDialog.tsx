import { useEffect, useRef, useState } from 'react'
import { trapTab } from '~/ui/trap-tab.ts'
import type { FormRequest } from '~/ui/form-request.ts'
import { FormRenderer } from './FormRenderer.tsx'
import { fetchPublicForm, type PublicFormAnswer } from './public-form.ts'
import styles from './ModalForm.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/**
 * The open modal form (spec 1 §2): a modal <dialog> (the page behind is inert) titled by the
 * link's text, with the form read from the forms API. Tab stays inside, Escape and the close
 * button close it; the host clears the request and focuses the link again.
 */
export default function ModalFormDialog({ request, onClosed }: { request: FormRequest; onClosed: () => void }) {
  const ui = useUiTexts()
  const dialog = useRef<HTMLDialogElement>(null)
  const [answer, setAnswer] = useState<PublicFormAnswer | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const element = dialog.current!
    element.showModal()
    return () => {
      if (element.open) element.close()
    }
  }, [])

  useEffect(() => {
    let live = true
    void fetchPublicForm(request.formId).then((result) => live && setAnswer(result))
    return () => {
      live = false
    }
  }, [request.formId, attempt])

  const title = request.title || 'Form'
  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${request.twoColumns ? styles.wide : ''} light-theme`}
      aria-labelledby="fc-modal-form-title"
      onClose={onClosed}
      onKeyDown={trapTab}
    >
      <div className={styles.bar}>
        <h2 id="fc-modal-form-title" className={`fc-heading fc-heading--m ${styles.title}`}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label={ui.closeForm} onClick={() => dialog.current?.close()}>
          ×
        </button>
      </div>
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
            hiddenFields={request.hiddenFields}
            additionalData={request.vehicle ? { ciData: request.vehicle } : undefined}
            locationId={request.locationId}
            twoColumns={request.twoColumns || undefined}
          />
        )}
      </div>
    </dialog>
  )
}
