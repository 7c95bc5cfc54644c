import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useState } from 'react'
import { Modal } from '~/ui/Modal.tsx'
import styles from './ModelSummary.module.css'

/**
 * spec 2 §3.9 Derivatives: the standard equipment information, behind a button, in a modal (the one
 * modal primitive, spec 1 §4 Modal) titled by the button's label. Opening moves focus to its close
 * button; Escape, the close button and a click on the backdrop close it, and focus returns to the
 * button.
 */
export function StandardEquipment({ label, content }: { label: string; content: string }) {
  const [open, setOpen] = useState(false)
  const ui = useUiTexts()
  return (
    <>
      <button type="button" className={styles.equipmentButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={label} closeLabel={ui.close} className={styles.dialog}>
        <div className={`${styles.dialogContent} fc-prose`} dangerouslySetInnerHTML={{ __html: content }} />
      </Modal>
    </>
  )
}
