import { EmptyState } from '~/admin/EmptyState.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { DateTime } from '~/ui/dates.tsx'
import styles from './forms-admin.module.css'
import { FormsNav } from './FormsNav.tsx'
import type { OutboxMessage } from './types.ts'

/**
 * The sandbox outbox (ADR 053): what the sandbox mailer and SMS provider "sent" instead of the
 * outside world, newest first, for the demo and for checking a form's e-mails. Shown only while
 * e-mail and SMS are sandboxes. Bodies are text: a lead's values inside them stay inert.
 */
export function OutboxScreen({ messages, sandbox }: { messages: OutboxMessage[]; sandbox: boolean }) {
  return (
    <>
      <PageHeader title="Sandbox outbox">
        E-mails and text messages the sandbox providers kept instead of sending them, the latest 100. With SMTP_URL and an SMS provider set,
        messages go out and none are kept here.
      </PageHeader>
      <FormsNav area="forms" />
      {!sandbox ? (
        <EmptyState title="E-mail and SMS go to real providers.">Nothing is kept in a sandbox outbox on this server.</EmptyState>
      ) : messages.length === 0 ? (
        <EmptyState title="Nothing sent yet.">Send a form with notifications or confirmations on, and its e-mails show here.</EmptyState>
      ) : (
        <ol className={styles.outbox} aria-label="Messages, newest first">
          {messages.map((m) => (
            <li key={m.id} className={styles.message}>
              <article aria-labelledby={`outbox-${m.id}`}>
                <h2 id={`outbox-${m.id}`} className={styles.messageTitle}>
                  {m.channel === 'email' ? 'E-mail' : 'SMS'} to {m.recipient}
                  {/* A subject in a right-to-left language keeps its own order beside the English. */}
                  {m.subject && (
                    <>
                      : <bdi>{m.subject}</bdi>
                    </>
                  )}
                </h2>
                <p className={styles.muted}>
                  <DateTime iso={m.created_at} seconds />
                </p>
                <pre className={styles.messageBody}>{m.body}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
