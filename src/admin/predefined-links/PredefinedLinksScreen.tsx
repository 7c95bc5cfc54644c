import { useId, useRef, useState } from 'react'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import { FieldError } from '~/ui/FormErrors.tsx'
import styles from '~/ui/forms.module.css'
import { predefinedLinksSchema, type PredefinedLink } from '~/settings/predefined-links.ts'
import { plainWording } from '../zod-wording.ts'

export interface PredefinedLinksScreenProps {
  links: PredefinedLink[]
  /** Set when the stored setting is not a valid list (it then reads as empty, spec 1 §8). */
  storedProblem: string | null
}

type Problems = Record<string, string>
/** Field problems by 'index.field', from the same schema the server checks. */
export function linkProblems(links: readonly PredefinedLink[]): Problems {
  const parsed = predefinedLinksSchema.safeParse(links)
  if (parsed.success) return {}
  const problems: Problems = {}
  for (const issue of parsed.error.issues) problems[issue.path.map(String).join('.')] ??= plainWording(issue.message)
  return problems
}

/**
 * Predefined links (spec 1 §3 Predefined link: alias, url; §7: '{lang}' in a url is
 * replaced by the language code). Stored as the JSON setting predefined_links through the
 * settings API, checked here and again by the server with the same schema.
 */
export function PredefinedLinksScreen({ links: initial, storedProblem }: PredefinedLinksScreenProps) {
  const [links, setLinks] = useState<PredefinedLink[]>(initial)
  const [problems, setProblems] = useState<Problems>({})
  const { run, busy } = useAction()
  const { failure } = useFeedback()
  const titleId = useId()
  const baseId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  // Keyboard: a link added has focus in its alias; one removed hands focus to Add link.
  const [added, setAdded] = useState<number | null>(null)
  const update = (index: number, field: keyof PredefinedLink, value: string) =>
    setLinks((all) => all.map((link, i) => (i === index ? { ...link, [field]: value } : link)))

  async function save() {
    const found = linkProblems(links)
    setProblems(found)
    const count = Object.keys(found).length
    // Checked here with the server's schema; the toast says so as the server would.
    if (count > 0) return failure(`Links not saved: ${Object.values(found).join('; ')}`)
    const cleaned = links.map((l) => ({ alias: l.alias.trim(), url: l.url.trim() }))
    await run('PUT', '/api/admin/settings/predefined_links', {
      body: { value: JSON.stringify(cleaned) },
      done: `Saved ${cleaned.length} predefined ${cleaned.length === 1 ? 'link' : 'links'}.`,
      failed: 'Links not saved',
    })
  }

  return (
    <>
      <PageHeader title="Predefined links">
        Short aliases for link targets used across the site. A URL is a site path (<code>/offers</code>) or an http(s) address;{' '}
        <code>{'{lang}'}</code> is replaced by the visitor&apos;s language code.
      </PageHeader>
      {storedProblem && (
        <p role="alert" className={styles.errors}>
          The stored list is not valid and is ignored by the site: {storedProblem}
        </p>
      )}
      <form
        className={styles.form}
        aria-labelledby={titleId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        <h2 id={titleId}>Links of this market</h2>
        {links.length === 0 && <EmptyState title="No predefined links yet.">Add link starts the list.</EmptyState>}
        {links.map((link, index) => {
          const ids = { alias: `${baseId}-${index}-alias`, url: `${baseId}-${index}-url` }
          const aliasProblem = problems[`${index}.alias`]
          const urlProblem = problems[`${index}.url`]
          return (
            <fieldset key={index} className={styles.pair}>
              <legend className="fc-visually-hidden">Link {index + 1}</legend>
              <div className={styles.field}>
                <label htmlFor={ids.alias}>Alias</label>
                <input
                  id={ids.alias}
                  autoFocus={index === added}
                  value={link.alias}
                  onChange={(e) => update(index, 'alias', e.target.value)}
                  aria-invalid={aliasProblem ? true : undefined}
                  aria-describedby={aliasProblem ? `${ids.alias}-error` : undefined}
                />
                <FieldError id={`${ids.alias}-error`} message={aliasProblem} />
              </div>
              <div className={styles.field}>
                <label htmlFor={ids.url}>URL</label>
                <input
                  id={ids.url}
                  value={link.url}
                  onChange={(e) => update(index, 'url', e.target.value)}
                  aria-invalid={urlProblem ? true : undefined}
                  aria-describedby={urlProblem ? `${ids.url}-error` : undefined}
                />
                <FieldError id={`${ids.url}-error`} message={urlProblem} />
              </div>
              <button
                type="button"
                className="fc-cta fc-cta--secondary"
                aria-label={`Remove link ${index + 1}${link.alias ? ` (${link.alias})` : ''}`}
                onClick={() => {
                  setLinks((all) => all.filter((_, i) => i !== index))
                  setProblems({})
                  addButton.current?.focus()
                }}
              >
                Remove
              </button>
            </fieldset>
          )
        })}
        <div className={styles.actions}>
          <button
            ref={addButton}
            type="button"
            className="fc-cta fc-cta--secondary"
            onClick={() => {
              setAdded(links.length)
              setLinks((all) => [...all, { alias: '', url: '' }])
            }}
          >
            Add link
          </button>
          <button type="submit" className="fc-cta" disabled={busy}>
            Save links
          </button>
        </div>
      </form>
    </>
  )
}
