import { useId, useState } from 'react'
import { Form, Link, useNavigate } from 'react-router'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import { ApiLink } from '~/admin/ApiLink.tsx'
import { DateTime } from '~/ui/dates.tsx'
import ui from '~/ui/forms.module.css'
import { formsApi } from './forms-api.ts'
import styles from './forms-admin.module.css'
import { FormsNav } from './FormsNav.tsx'
import type { PersonLead } from './types.ts'
import { counted } from '~/lib/counted.ts'

/**
 * A person's data: their leads found by e-mail address, in every form of the
 * market; exported as one JSON file (a subject access request) or erased after a question (a
 * request to be forgotten). Both are written to the audit log by the server.
 */
export function PersonDataScreen({ email, leads }: { email: string; leads: PersonLead[] | null }) {
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const navigate = useNavigate()
  const [text, setText] = useState(email)
  const inputId = useId()
  const hintId = useId()

  const erase = async () => {
    const question = {
      title: `Erase ${counted(leads!.length, 'lead')} of ${email}?`,
      body: 'Every lead with this e-mail address, in every form, is deleted with its deliveries. Export them first if the person asked for a copy. This cannot be undone.',
      action: 'Erase leads',
    }
    if (!(await confirm(question))) return
    const result = await run<{ erased: number }>('POST', formsApi.personErase, {
      body: { data: { attributes: { email } } },
      done: (answer) => `Erased ${counted(answer?.erased ?? leads!.length, 'lead')} of ${email}.`,
      failed: `Leads of ${email} not erased`,
    })
    if (result.ok) navigate(`?email=${encodeURIComponent(email)}`, { replace: true })
  }

  return (
    <>
      <PageHeader title="A person's data">
        Find everything a person sent through the market's forms by their e-mail address, to give them a copy or to erase it.
      </PageHeader>
      <FormsNav area="leads" />
      <Form method="get" role="search" className={styles.filters}>
        <div className={ui.field}>
          <label htmlFor={inputId}>E-mail address</label>
          <input
            id={inputId}
            name="email"
            type="email"
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={254}
            required
            aria-describedby={hintId}
            autoComplete="off"
          />
          <p id={hintId} className={ui.hint}>
            The whole address, as the person gave it; upper and lower case are the same.
          </p>
        </div>
        <button type="submit" className="fc-cta fc-cta--primary">
          Find leads
        </button>
      </Form>
      {leads !== null &&
        (leads.length === 0 ? (
          <EmptyState title={`No leads with ${email}.`}>No form of this market holds a lead with this e-mail address.</EmptyState>
        ) : (
          <section className={styles.section} aria-labelledby="person-leads">
            <h2 id="person-leads">
              {counted(leads.length, 'lead')} with {email}
            </h2>
            <ul className={styles.rows}>
              {leads.map((lead) => (
                <li key={lead.id}>
                  <Link to={`/admin/leads/${lead.form_id}/${lead.id}`}>
                    {lead.form_name} · lead {lead.id}
                  </Link>{' '}
                  · <DateTime iso={lead.created_at} />
                </li>
              ))}
            </ul>
            <div className={ui.actions}>
              <ApiLink className="fc-cta fc-cta--secondary" path={formsApi.personExport(email)} download={`leads-${email}.json`}>
                Export as JSON
              </ApiLink>
              <button type="button" className={`fc-cta ${styles.destructive}`} disabled={busy} onClick={() => void erase()}>
                Erase these leads
              </button>
            </div>
          </section>
        ))}
    </>
  )
}
