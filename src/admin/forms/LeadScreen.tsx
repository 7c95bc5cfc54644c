import { showBidiControls } from '~/lib/bidi.ts'
import { Link } from 'react-router'
import { useFeedback } from '~/admin/feedback.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import { DateTime } from '~/ui/dates.tsx'
import ui from '~/ui/forms.module.css'
import { formsApi } from './forms-api.ts'
import styles from './forms-admin.module.css'
import { FormsNav } from './FormsNav.tsx'
import type { LeadDelivery, LeadDetail } from './types.ts'
import { labelOfKey } from '~/lib/key-label.ts'

/** Additional data (hidden fields, the clicked tab, vehicle context) as text; objects as JSON. */
/** What the page sent, as text: a flat object as 'key: value' pairs ({ source: 'demo', ab: 1 } → 'source: demo; ab: 1'), else JSON. */
export function dataText(value: unknown): string {
  if (typeof value === 'string') return value
  const flat =
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => ['string', 'number', 'boolean'].includes(typeof v))
  return flat
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join('; ')
    : JSON.stringify(value, null, 2)
}

export const DELIVERY_KINDS: Record<string, string> = {
  notification: 'Notification e-mail',
  confirmation: 'Confirmation e-mail',
  webhook: 'Webhook',
}
export const DELIVERY_STATUS: Record<string, string> = { pending: 'Waiting', delivered: 'Delivered', dead: 'Failed after the last retry' }

/**
 * One lead: its fields with the labels of the version the visitor saw, the data
 * the page added, the consent wordings with their versions, where it was routed, and each delivery
 * with its status, attempts and last error, and a Resend. Every value is rendered as text.
 */
export function LeadScreen({ lead }: { lead: LeadDetail }) {
  const { run, busy } = useAction()
  const { confirm } = useFeedback()
  const remove = async () => {
    const question = {
      title: `Delete lead ${lead.id}?`,
      body: 'The lead and its delivery history are deleted for good.',
      action: 'Delete lead',
    }
    if (!(await confirm(question))) return
    // Back to the form's leads, which say it is gone: this page's lead is no more.
    await run('DELETE', formsApi.lead(lead.form_id, lead.id), {
      done: `Deleted lead ${lead.id}.`,
      failed: `Lead ${lead.id} not deleted`,
      next: `/admin/leads/${lead.form_id}`,
    })
  }
  const additional = Object.entries(lead.additional_data)

  return (
    <>
      <PageHeader
        title={`Lead ${lead.id}`}
        actions={
          <button type="button" className="fc-cta fc-cta--secondary" disabled={busy} onClick={() => void remove()}>
            Delete lead
          </button>
        }
      >
        <Link to={`/admin/leads/${lead.form_id}`}>{lead.form_name}</Link>, version {lead.form_version} · received{' '}
        <DateTime iso={lead.created_at} seconds />
      </PageHeader>
      <FormsNav area="leads" />

      <section className={styles.section} aria-labelledby="lead-fields">
        <h2 id="lead-fields">Fields</h2>
        <dl className={styles.facts}>
          {lead.fields.map((field) => (
            <div key={field.id} className={styles.pair}>
              <dt>{field.label}</dt>
              <dd>{showBidiControls(field.text) || '—'}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="lead-context">
        <h2 id="lead-context">Where it came from and went</h2>
        <dl className={styles.facts}>
          <dt>Page</dt>
          <dd>{lead.page_path ?? '—'}</dd>
          <dt>Location</dt>
          <dd>{lead.location ?? '—'}</dd>
          <dt>Routed to</dt>
          <dd>{lead.routed_to ?? '—'}</dd>
          {additional.map(([key, value]) => (
            <div key={key} className={styles.pair}>
              <dt>{labelOfKey(key)}</dt>
              <dd>{dataText(value)}</dd>
            </div>
          ))}
        </dl>
        {additional.length === 0 && <p className={ui.hint}>The page added no further data.</p>}
      </section>

      <section className={styles.section} aria-labelledby="lead-consents">
        <h2 id="lead-consents">Consents</h2>
        {lead.consents.length === 0 ? (
          <p className={ui.hint}>
            {lead.fields.some((field) => field.type === 'consent')
              ? 'The visitor gave no consent: no consent box was ticked.'
              : 'This form asked for no consent.'}
          </p>
        ) : (
          <ul className={styles.rows}>
            {lead.consents.map((consent) => (
              <li key={consent.field}>
                <strong>{lead.fields.find((f) => f.id === consent.field)?.label ?? consent.field}</strong> · wording version{' '}
                <code>{consent.version}</code>
                <blockquote className={styles.consent}>{showBidiControls(consent.text)}</blockquote>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="lead-deliveries">
        <h2 id="lead-deliveries">Deliveries</h2>
        <DeliveriesTable deliveries={lead.deliveries} formId={lead.form_id} leadId={lead.id} label={`Deliveries of lead ${lead.id}`} />
      </section>
    </>
  )
}

/** The Resend of a delivery (spec 1 §7 POST …/integrations/fix): a new job for the same row. */
export function useResend() {
  const { run, busy } = useAction()
  const resend = (formId: number, leadId: number, delivery: Pick<LeadDelivery, 'id' | 'kind' | 'target'>) =>
    run('POST', formsApi.fix(formId, leadId), {
      body: { data: { type: 'request', attributes: { delivery_id: delivery.id } } },
      done: `${DELIVERY_KINDS[delivery.kind] ?? delivery.kind} to ${delivery.target} queued again.`,
      failed: 'Not resent',
    })
  return { resend, busy }
}

function DeliveriesTable({
  deliveries,
  formId,
  leadId,
  label,
}: {
  deliveries: readonly LeadDelivery[]
  formId: number
  leadId: number
  label: string
}) {
  const { resend, busy } = useResend()
  if (deliveries.length === 0) return <p className={ui.hint}>No e-mail or webhook was due for this lead.</p>
  return (
    <div className={styles.tableScroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>
        <caption className="fc-visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Attempts</th>
            <th scope="col">Last error</th>
            <th scope="col">Last change</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.map((d) => (
            <tr key={d.id}>
              <td>{DELIVERY_KINDS[d.kind] ?? d.kind}</td>
              <td className={styles.breakable}>{d.target}</td>
              <td>
                <span className={styles.status} data-status={d.status}>
                  {DELIVERY_STATUS[d.status] ?? d.status}
                </span>
              </td>
              <td>{d.attempts}</td>
              <td className={styles.breakable}>{d.last_error ?? '—'}</td>
              <td>
                <DateTime iso={d.delivered_at ?? d.updated_at} />
              </td>
              <td>
                {/* The API sends again what failed; a delivered one is done, a waiting one still tried. */}
                {d.status === 'dead' ? (
                  <button
                    type="button"
                    className="fc-cta fc-cta--secondary"
                    disabled={busy}
                    onClick={() => void resend(formId, leadId, d)}
                    aria-label={`Resend ${DELIVERY_KINDS[d.kind] ?? d.kind} to ${d.target}`}
                  >
                    Resend
                  </button>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
