import { useId, useRef, useState, type FormEvent } from 'react'
import { LinkButton } from '~/ui/Links.tsx'
import { Modal } from '~/ui/Modal.tsx'
import tool from '../Tool.module.css'
import type { SelectVehicleTexts } from './data.server.ts'
import type { SubblocksMapper } from './mapper.ts'
import { ALL, childOptions, matchingKeys, withParent, type Selection } from './selection.ts'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'
import styles from './SelectVehicle.module.css'

/** The dropdowns, 'Show me', the matching groups and their modal, on a mapper already checked. */
export function Finder({
  fields,
  groups,
  mapper,
  texts,
}: {
  fields: SelectVehicleFields
  groups: SelectVehicleGroup[]
  mapper: SubblocksMapper
  texts: SelectVehicleTexts
}) {
  const id = useId()
  const [selection, setSelection] = useState<Selection>({ parent: '', child: '' })
  /** The selection 'Show me' showed; null while nothing is shown. */
  const [shown, setShown] = useState<Selection | null>(null)
  const [missingVehicle, setMissingVehicle] = useState(false)
  const [modal, setModal] = useState<number | null>(null)
  const parentSelect = useRef<HTMLSelectElement>(null)
  const count = useRef<HTMLParagraphElement>(null)

  const show = (what: Selection) => {
    setShown(what)
    setMissingVehicle(false)
    // The count is announced and focused, so keyboard and screen-reader users land on the answer.
    requestAnimationFrame(() => count.current?.focus())
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (selection.parent === '') {
      setMissingVehicle(true)
      parentSelect.current?.focus()
      return
    }
    show(selection)
  }
  const clear = () => {
    setSelection({ parent: '', child: '' })
    setShown(null)
    setMissingVehicle(false)
  }

  const keys = shown ? matchingKeys(mapper, shown) : []
  const matching = groups.map((group, index) => ({ group, index })).filter(({ group }) => keys.includes(group.subblock_key.trim()))
  const open = modal === null ? null : groups[modal]

  return (
    <>
      <form className={`${tool.card} ${styles.form}`} noValidate onSubmit={submit}>
        <div className={tool.fields}>
          <div className={tool.field}>
            <label htmlFor={`${id}-parent`}>{fields.parent_dropdown_label}</label>
            <select
              ref={parentSelect}
              id={`${id}-parent`}
              className={tool.control}
              value={selection.parent}
              onChange={(event) => {
                setSelection(withParent(selection, event.target.value, mapper))
                setMissingVehicle(false)
              }}
              aria-invalid={missingVehicle ? true : undefined}
              aria-describedby={missingVehicle ? `${id}-parent-error` : undefined}
            >
              <option value="" disabled>
                {fields.parent_dropdown_placeholder}
              </option>
              <option value={ALL}>{fields.parent_all_items_label}</option>
              {mapper.dropdowns.map((vehicle) => (
                <option key={vehicle.key} value={vehicle.key}>
                  {vehicle.label}
                </option>
              ))}
            </select>
            {missingVehicle && (
              <p id={`${id}-parent-error`} className={tool.error} role="alert">
                {texts.chooseVehicle}
              </p>
            )}
          </div>
          <div className={tool.field}>
            <label htmlFor={`${id}-child`}>{fields.child_dropdown_label}</label>
            <select
              id={`${id}-child`}
              className={tool.control}
              value={selection.child}
              onChange={(event) => setSelection({ ...selection, child: event.target.value })}
            >
              <option value="" disabled>
                {fields.child_dropdown_placeholder}
              </option>
              <option value={ALL}>{fields.child_all_items_label}</option>
              {childOptions(mapper, selection.parent).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className={tool.actions}>
          <button type="submit" className={tool.button}>
            {fields.button_text}
          </button>
          {fields.clear_text && (
            <button type="button" className={tool.secondary} onClick={clear}>
              {fields.clear_text}
            </button>
          )}
          {fields.view_all_link_text && (
            <button
              type="button"
              className={styles.viewAll}
              onClick={() => {
                const all = { parent: ALL, child: ALL }
                setSelection(all)
                show(all)
              }}
            >
              {fields.view_all_link_text}
            </button>
          )}
        </div>
      </form>
      <div aria-live="polite" className={styles.results}>
        {shown && (
          <>
            <p ref={count} tabIndex={-1} className={styles.count} data-count={matching.length}>
              {matching.length === 0 ? texts.noMatch : `${fields.result_text_label} ${matching.length}`}
            </p>
            {matching.length > 1 && fields.result_text && <p className={tool.muted}>{fields.result_text}</p>}
            <ul className={styles.groups}>
              {matching.map(({ group, index }) => (
                <li key={index} className={`${styles.group} ${fields.subgroups_bg_theme}`} data-subblock={group.subblock_key}>
                  {group.description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: group.description }} />}
                  {group.button_text && (
                    <div className={tool.actions}>
                      <button type="button" className={tool.button} onClick={() => setModal(index)} aria-haspopup="dialog">
                        {group.button_text}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      {fields.info_text_below && <div className={`fc-prose ${tool.muted}`} dangerouslySetInnerHTML={{ __html: fields.info_text_below }} />}
      <Modal open={open != null} onClose={() => setModal(null)} title={open?.modal_title}>
        {open && (
          <div className={styles.modal}>
            {open.modal_description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: open.modal_description }} />}
            <LinkButton link={open.modal_button} />
          </div>
        )}
      </Modal>
    </>
  )
}
