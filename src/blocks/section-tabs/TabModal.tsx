import { useState } from 'react'
import { Image } from '~/ui/Image.tsx'
import { Modal } from '~/ui/Modal.tsx'
import styles from './SectionTabs.module.css'

export interface ModalTab {
  label: string
  title: string
  subtitle: string
  image: { id: number; alt?: string } | null
}

/**
 * spec 2 §2 / §4 Section Tabs with has_modal: a button opens the shared modal titled modal_title
 * ('Choose your tab') listing the tabs; choosing one selects it and closes the modal, which
 * returns focus to the button. Escape, the close button and a click outside also close it.
 */
export function TabModal(props: { title: string; tabs: ModalTab[]; current: number; onChoose: (tab: number) => void; className?: string }) {
  const [open, setOpen] = useState(false)
  const current = props.tabs[props.current]
  return (
    <div className={props.className}>
      <button type="button" className={styles.modalTrigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span className={styles.modalTriggerTitle}>{props.title}</span>
        {current && <span className={styles.modalTriggerCurrent}>{current.label}</span>}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={props.title} className={styles.dialog}>
        <ul className={styles.choices}>
          {props.tabs.map((tab, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.choice}
                aria-current={i === props.current ? 'true' : undefined}
                onClick={() => {
                  props.onChoose(i)
                  setOpen(false)
                }}
              >
                {tab.image && <Image className={styles.choiceImage} id={tab.image.id} alt="" eager={false} sizes="8rem" />}
                <span className={styles.choiceText}>
                  <span className={styles.choiceTitle}>{tab.title || tab.label}</span>
                  {tab.subtitle && <span className={styles.choiceSubtitle}>{tab.subtitle}</span>}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  )
}
