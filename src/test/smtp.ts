import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the test SMTP server received it, its parts decoded. */
export interface ReceivedMail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
  raw: string
}

/**
 * A local SMTP server for tests: a test starts it and reads what it received, so no e-mail
 * leaves the machine and none is only assumed sent. `failNext(n)` refuses the next n messages with a 451; `onMail` hears
 * each message accepted (the e2e server files them where the browser tests read them).
 */
export async function startTestSmtp(options: { onMail?: (mail: ReceivedMail) => void } = {}) {
  const received: ReceivedMail[] = []
  let refusals = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusals > 0) {
          refusals--
          const error = new Error('Try again later') as Error & { responseCode: number }
          error.responseCode = 451
          callback(error)
          return
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = {
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        }
        received.push(mail)
        options.onMail?.(mail)
        callback()
      })
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    failNext(count: number) {
      refusals = count
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtp = Awaited<ReturnType<typeof startTestSmtp>>

/** Enough of MIME for what nodemailer writes: headers, one level of multipart, QP and base64. */
function parseMessage(raw: string) {
  const { headers, body } = splitPart(raw)
  const subject = decodeWords(headers.get('subject') ?? '')
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => splitPart(part.replace(/^\r?\n/, '')))
    : [{ headers, body }]
  const decoded = parts.map((part) => ({
    type: part.headers.get('content-type') ?? 'text/plain',
    text: decodeBody(part.body, part.headers.get('content-transfer-encoding')),
  }))
  return {
    subject,
    text: decoded.find((p) => p.type.startsWith('text/plain'))?.text ?? '',
    html: decoded.find((p) => p.type.startsWith('text/html'))?.text ?? null,
  }
}

function splitPart(part: string) {
  const end = part.indexOf('\r\n\r\n')
  const head = part.slice(0, end).replace(/\r\n[ \t]+/g, ' ')
  const headers = new Map<string, string>()
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body: part.slice(end + 4) }
}

function decodeBody(body: string, encoding: string | undefined) {
  const trimmed = body.replace(/\r\n$/, '')
  if (encoding === 'base64') return Buffer.from(trimmed, 'base64').toString('utf8').replace(/\r\n/g, '\n')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(trimmed.replace(/=\r\n/g, ''))
  return trimmed.replace(/\r\n/g, '\n')
}

function decodeQuotedPrintable(text: string) {
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8').replace(/\r\n/g, '\n')
}

/** RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`). */
function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}
