import { FocusableButton } from '~/ui/FocusableButton.tsx'
import ui from '~/ui/forms.module.css'

/**
 * The foot of a back-office form: its submit button (inactive while a write runs, keeping the focus:
 * a disabled one drops it to the page) and, when the form can be left, Cancel. One look and order for
 * every screen (ADR 050).
 */
export function FormActions({ submit, busy, onCancel }: { submit: string; busy: boolean; onCancel?: () => void }) {
  return (
    <div className={ui.actions}>
      <FocusableButton type="submit" className="fc-cta fc-cta--primary" inactive={busy}>
        {submit}
      </FocusableButton>
      {onCancel && (
        <button type="button" className="fc-cta fc-cta--secondary" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  )
}
