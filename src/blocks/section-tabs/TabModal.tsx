import { useId, useRef, type MouseEvent } from 'react'
import { Image } from '~/ui/Image.tsx'
import styles from './SectionTabs.module.css'

export interface ModalTab {
  label: string
  title: string
  subtitle: string
  image: { id: number; alt?: string } | null
}

/**
 * spec 2 §2 / §4 Section Tabs with has_modal: a button opens a native modal dialog titled
 * modal_title ('Choose your tab') listing the tabs; choosing one selects it and closes the dialog,
 * which returns focus to the button. Escape, the close button and a click outside also close it.
 */
export function TabModal(props: { title: string; tabs: ModalTab[]; current: number; onChoose: (tab: number) => void; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const close = () => dialog.current?.close()
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close() // the backdrop
  }
  const current = props.tabs[props.current]
  return (
    <div className={props.className}>
      <button type="button" className={styles.modalTrigger} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        <span className={styles.modalTriggerTitle}>{props.title}</span>
        {current && <span className={styles.modalTriggerCurrent}>{current.label}</span>}
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} onClick={onDialogClick}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className="fc-heading fc-heading--s">
            {props.title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className={styles.choices}>
          {props.tabs.map((tab, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.choice}
                aria-current={i === props.current ? 'true' : undefined}
                onClick={() => {
                  props.onChoose(i)
                  close()
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
      </dialog>
    </div>
  )
}
