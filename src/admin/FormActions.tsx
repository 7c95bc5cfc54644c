import ui from '~/ui/forms.module.css'

/**
 * The foot of a back-office form: its submit button (off while a write runs) and, when the form can
 * be left, Cancel. One look and order for every screen (ADR 050).
 */
export function FormActions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel?: () => void }) {
  return (
    <div className={ui.actions}>
      <button type="submit" className="fc-cta fc-cta--primary" disabled={busy}>
        {submit}
      </button>
      {onCancel && (
        <button type="button" className="fc-cta fc-cta--secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  )
}
