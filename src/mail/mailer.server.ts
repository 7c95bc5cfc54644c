import type { Transporter } from 'nodemailer'
import type { Db } from '~/db/client.server.ts'
import { outbox } from '~/db/schema/index.ts'

/**
 * Outgoing e-mail (ADR 056): one interface, two adapters. `smtpMailer` sends through
 * an SMTP server with nodemailer (SMTP_URL); `sandboxMailer` keeps each message in the database's
 * `outbox` instead (the demo and tests, ADR 053), where /admin shows it.
 *
 * @example
 * const mailer = process.env.SMTP_URL ? smtpMailer(process.env.SMTP_URL) : sandboxMailer(db)
 * await mailer.send({ to: 'retailer@example.com', subject: 'New lead', text: 'Name: Ada', siteId: 1 })
 */
export interface MailMessage {
  /** The sender; the mailer's `defaultFrom` when absent. */
  from?: string
  to: string
  subject: string
  text: string
  /** An HTML alternative of `text`; the caller escapes what it puts in. */
  html?: string
  /** The market it is sent for: the sandbox files it there. */
  siteId?: number | null
}

export interface Mailer {
  /** MAIL_FROM: the sender of messages that name none. */
  readonly defaultFrom: string
  /** True when messages stay in the outbox instead of leaving (the back office then shows the outbox). */
  readonly sandbox: boolean
  /** Resolves once the server (or the outbox) took the message; rejects with the server's reason. */
  send(message: MailMessage): Promise<void>
}

/** The sender when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = 'Forecourt <no-reply@localhost>'

/**
 * Waits for the SMTP server (milliseconds). nodemailer's own socket timeout is 10 minutes, longer
 * than a delivery job may run (5 minutes): a hung server must fail the attempt, not expire it.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, dnsTimeout: 15_000 }

/** SMTP_URL as nodemailer reads it: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
export function smtpMailer(url: string, defaultFrom = DEFAULT_MAIL_FROM): Mailer {
  // nodemailer is loaded with the first message: a process that sends none does not hold it.
  let transport: Promise<Transporter> | undefined
  return {
    defaultFrom,
    sandbox: false,
    async send({ from, to, subject, text, html }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }))
      await (await transport).sendMail({ from: from ?? defaultFrom, to, subject, text, html })
    },
  }
}

/**
 * Keeps messages in `outbox` (channel 'email'): nothing leaves the machine. Messages handed over in
 * the same turn of the event loop (a delivery batch sends its e-mails side by side) are written in
 * one statement; if it fails, each of their sends rejects.
 */
export function sandboxMailer(db: Db, defaultFrom = DEFAULT_MAIL_FROM): Mailer {
  let pending: { row: typeof outbox.$inferInsert; resolve: () => void; reject: (error: unknown) => void }[] = []
  async function flush() {
    const batch = pending
    pending = []
    try {
      await db.insert(outbox).values(batch.map((message) => message.row))
      for (const message of batch) message.resolve()
    } catch (error) {
      for (const message of batch) message.reject(error)
    }
  }
  return {
    defaultFrom,
    sandbox: true,
    send({ to, subject, text, siteId }) {
      return new Promise((resolve, reject) => {
        if (pending.length === 0) setImmediate(flush)
        pending.push({ row: { siteId: siteId ?? null, channel: 'email', recipient: to, subject, body: text }, resolve, reject })
      })
    },
  }
}
