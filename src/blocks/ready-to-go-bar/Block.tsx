import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId, useState } from 'react'
import { ButtonLink } from '~/ui/Button.tsx'
import { formRequestOf } from '~/ui/form-request.ts'
import { linkLabel } from '~/ui/links.ts'
import type { BlockContext } from '../template.ts'
import { barItems, type BarItem } from './groups.ts'
import type { ReadyToGoBarFields, ReadyToGoBarGroup } from './template.ts'
import styles from './ReadyToGoBar.module.css'

/**
 * spec 2 §3.10 Ready To Go Bar: its first four items in a bar fixed to the foot of the window;
 * on phones one button (mobile_button_label) that opens them. hide_block hides it (its items still
 * count for the floating button, ~/ui/fab.ts; fabDisabled is read there). Links of type form open
 * the modal form.
 */
export default function ReadyToGoBar({
  fields,
  groups,
}: {
  fields: ReadyToGoBarFields
  groups: ReadyToGoBarGroup[]
  context: BlockContext
}) {
  const listId = useId()
  const [open, setOpen] = useState(false)
  const ui = useUiTexts()
  const items = barItems(groups)
  if (fields.hide_block || items.length === 0) return null
  return (
    <nav
      className={`${styles.bar} dark-theme`}
      aria-label={ui.quickActions}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) setOpen(false)
      }}
    >
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {fields.mobile_button_label.trim() || ui.readyToGo}
      </button>
      <ul id={listId} className={`${styles.items} ${open ? styles.open : ''}`}>
        {items.map((item, i) => (
          <li key={i} className={styles.item}>
            <Item item={item} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Item({ item }: { item: BarItem }) {
  const icon = item.icon ? <span className={styles.icon} data-icon={item.icon} aria-hidden="true" /> : null
  if (!item.link) {
    return (
      <span className={styles.action}>
        {icon}
        {item.label}
      </span>
    )
  }
  return (
    <>
      {!item.button && icon}
      <ButtonLink
        url={item.link.url}
        label={item.label || linkLabel(item.link)}
        target={item.link.target}
        external={item.link.type !== 'internal'}
        form={formRequestOf(item.link, item.label)}
        uiType="primary"
        size="small"
        className={item.button ? undefined : styles.link}
      />
    </>
  )
}
