import { useContext, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { infoSystem as ENGLISH_INFO_SYSTEM_TEXTS } from '~/i18n/locales/en/infoSystem.ts'
import { isLinkShown } from '~/ui/links.ts'
import { LinkButton } from '~/ui/Links.tsx'
import { Modal } from '~/ui/Modal.tsx'
import { Misconfigured } from '../Misconfigured.tsx'
import { NONE_CHOSEN, TabbedBlocksContext } from '../tabbed-blocks.ts'
import type { BlockContext } from '../template.ts'
import tool from '../Tool.module.css'
import type { InfoSystemTexts } from './data.server.ts'
import { infoSystemProblems, modelTitle } from './options.ts'
import type { InfoSystemFields, InfoSystemOption } from './template.ts'
import styles from './InfoSystem.module.css'

/** The chosen option: the page's (BlockList shows that option's blocks), or the block's own alone. */
function useChosenOption(count: number) {
  const control = useContext(TabbedBlocksContext)
  const [local, setLocal] = useState(NONE_CHOSEN)
  const current = control ? control.current : local
  return { current: current >= 0 && current < count ? current : NONE_CHOSEN, choose: control ? control.select : setLocal }
}

/**
 * spec 2 §2, §3.12, §4 Infotainment system: the dropdown shows its default text; the visitor picks a
 * vehicle and presses the button; the title becomes model_title with {selectedOption} replaced and
 * the option's blocks (the next blocks_count blocks of the page, BlockList) show; 'Change' returns
 * to the dropdown. A button opens the block's modal. A block without options or whose title lost
 * the placeholder names the problem in the editor and shows visitors Loading Failed.
 */
export default function InfoSystem({
  fields,
  groups,
  context,
  data,
}: {
  fields: InfoSystemFields
  groups: InfoSystemOption[]
  context: BlockContext
  data?: InfoSystemTexts
}) {
  const texts = data ?? ENGLISH_INFO_SYSTEM_TEXTS
  const id = useId()
  const { current, choose } = useChosenOption(groups.length)
  const [picked, setPicked] = useState('')
  const [missing, setMissing] = useState(false)
  const [modal, setModal] = useState(false)
  const select = useRef<HTMLSelectElement>(null)
  const title = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const problems = infoSystemProblems(fields, groups)

  // Focus follows the view (not on the first render): the title once chosen, the dropdown after 'Change'.
  useEffect(() => {
    if (!moved.current) return
    if (current === NONE_CHOSEN) select.current?.focus()
    else title.current?.focus()
  }, [current])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (picked === '') {
      setMissing(true)
      select.current?.focus()
      return
    }
    moved.current = true
    choose(Number(picked))
  }
  const change = () => {
    moved.current = true
    choose(NONE_CHOSEN)
  }

  const ModelHeading = fields.model_title_heading_tag
  let body
  if (problems.length > 0)
    body = (
      <Misconfigured editing={context.editing} heading="This infotainment selector cannot be shown:" problems={problems} fields={fields} />
    )
  else if (current === NONE_CHOSEN)
    body = (
      <form className={`${tool.card} ${styles.form}`} noValidate onSubmit={submit}>
        <div className={tool.field}>
          <label htmlFor={`${id}-vehicle`}>{fields.dropdown_label}</label>
          <select
            ref={select}
            id={`${id}-vehicle`}
            className={tool.control}
            value={picked}
            onChange={(event) => {
              setPicked(event.target.value)
              setMissing(false)
            }}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-error` : undefined}
          >
            <option value="" disabled>
              {fields.dropdown_default}
            </option>
            {groups.map((option, i) => (
              <option key={i} value={i}>
                {option.option_label}
              </option>
            ))}
          </select>
          {missing && (
            <p id={`${id}-error`} className={tool.error} role="alert">
              {texts.chooseVehicle}
            </p>
          )}
        </div>
        <div className={tool.actions}>
          <button type="submit" className={tool.button}>
            {fields.button_label}
          </button>
        </div>
      </form>
    )
  else {
    const next = groups[current]!.option_link ?? null
    body = (
      <div className={styles.chosen}>
        <button type="button" className={tool.secondary} onClick={change}>
          {fields.back_icon ? (
            <span className={styles.icon} data-icon={fields.back_icon} aria-hidden="true" />
          ) : (
            <svg className={styles.back} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          )}
          {fields.back_button_label}
        </button>
        <ModelHeading ref={title} tabIndex={-1} className={`fc-heading fc-heading--m ${styles.title}`} data-option={current}>
          {modelTitle(fields.model_title, groups[current]!.option_label)}
        </ModelHeading>
        {/* The answer's next step, where the editor gave one, on a line of its own (ADR 189). */}
        {next && isLinkShown(next) && (
          <div className={styles.next}>
            <LinkButton link={next} />
          </div>
        )}
      </div>
    )
  }

  return (
    <section className={`${tool.section} light-theme`}>
      <div className={tool.inner}>
        <div className={tool.header}>
          {fields.heading && <h2 className="fc-heading fc-heading--l">{fields.heading}</h2>}
          {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
        </div>
        {body}
        {problems.length === 0 && fields.modal_title && fields.modal_text && (
          <>
            <button type="button" className={styles.modalLink} onClick={() => setModal(true)} aria-haspopup="dialog">
              {fields.modal_title}
            </button>
            <Modal open={modal} onClose={() => setModal(false)} title={fields.modal_title}>
              <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.modal_text }} />
            </Modal>
          </>
        )}
      </div>
    </section>
  )
}
