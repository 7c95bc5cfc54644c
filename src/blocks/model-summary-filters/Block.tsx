import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useId, type FormEvent } from 'react'
import type { BlockContext } from '../template.ts'
import { modelsFor } from './filters.ts'
import { dispatchFilters, usePageFilters } from './store.ts'
import type { ModelSummaryFiltersFields } from './template.ts'
import styles from './ModelSummaryFilters.module.css'

/**
 * spec 2 §3.9 / §4 Model Summary Filters: a body style select, a model select limited to the
 * chosen body style, and a submit button that applies the choice to the page's Derivatives
 * blocks (filters.ts). The options are the bodystyle and model fields of those blocks, which
 * register in the browser: the server renders the form without options, disabled, and every
 * Derivatives block shown; 'All' shows every body style or model.
 */
export default function ModelSummaryFilters({ fields }: { fields: ModelSummaryFiltersFields; groups: unknown[]; context: BlockContext }) {
  const id = useId()
  const { state, key } = usePageFilters()
  const ui = useUiTexts()
  const { selected } = state
  const models = modelsFor(state, selected.body)
  const empty = state.bodies.length === 0
  const all = fields.allLabel.trim() || ui.all
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatchFilters({ type: 'submit', key })
  }
  return (
    <section className={styles.filters}>
      <form className={styles.form} onSubmit={submit}>
        <div className={styles.field}>
          <label htmlFor={`${id}-body`}>{fields.selectBodystyle}</label>
          <select
            id={`${id}-body`}
            className={styles.select}
            value={selected.body}
            disabled={empty}
            onChange={(event) => dispatchFilters({ type: 'chooseBody', key, body: event.target.value })}
          >
            <option value="">{all}</option>
            {state.bodies.map((body) => (
              <option key={body} value={body}>
                {body}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-model`}>{fields.selectModel}</label>
          <select
            id={`${id}-model`}
            className={styles.select}
            value={selected.model}
            disabled={empty}
            onChange={(event) => dispatchFilters({ type: 'chooseModel', key, model: event.target.value })}
          >
            <option value="">{all}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={styles.submit} disabled={empty}>
          {fields.submit.trim() || ui.apply}
        </button>
      </form>
    </section>
  )
}
