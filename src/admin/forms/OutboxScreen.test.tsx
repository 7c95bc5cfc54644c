// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderScreen } from '~/admin/testing.tsx'
import { OutboxScreen } from './OutboxScreen.tsx'

afterEach(cleanup)

describe('the sandbox outbox', () => {
  it('shows each message as text, an Arabic subject isolated from the English around it', () => {
    renderScreen(
      <OutboxScreen
        sandbox
        messages={[
          {
            id: 2,
            channel: 'email',
            recipient: 'sales@aurelia.example',
            subject: 'حجز عبر الإنترنت: Vantor Ridge (FCSGEUCGWQUF)',
            body: '\u200Fتم حجز Vantor Ridge عبر الإنترنت.\n<b>not markup</b>',
            created_at: '2026-12-04T14:16:48Z',
          },
          {
            id: 1,
            channel: 'sms',
            recipient: '+971501234567',
            subject: null,
            body: 'رمز التحقق 123456',
            created_at: '2026-12-04T14:10:00Z',
          },
        ]}
      />,
    )
    const [mail, sms] = screen.getAllByRole('article')
    const title = screen.getByRole('heading', { name: 'E-mail to sales@aurelia.example: حجز عبر الإنترنت: Vantor Ridge (FCSGEUCGWQUF)' })
    expect(title.querySelector('bdi')?.textContent).toBe('حجز عبر الإنترنت: Vantor Ridge (FCSGEUCGWQUF)')
    expect(mail!.querySelector('pre')?.textContent).toBe('\u200Fتم حجز Vantor Ridge عبر الإنترنت.\n<b>not markup</b>')
    expect(mail!.querySelector('b')).toBeNull()
    // Its date in its own direction (an Arabic market's reads right to left).
    expect(mail!.querySelector('time')).toMatchObject({ dateTime: '2026-12-04T14:16:48Z', dir: 'auto' })
    // A text message has no subject, so nothing to isolate.
    expect(screen.getByRole('heading', { name: 'SMS to +971501234567' }).querySelector('bdi')).toBeNull()
    expect(sms!.querySelector('pre')?.textContent).toBe('رمز التحقق 123456')
  })
})
