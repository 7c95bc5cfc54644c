// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { HOLD_SCRIPTED_FORMS, markHydrated } from './hold-forms.ts'

/** Whether the browser would go on to send the form: the head's listener prevents it or not. */
function sent(html: string) {
  document.body.innerHTML = html
  const form = document.querySelector('form')!
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') })
  form.dispatchEvent(event)
  return !event.defaultPrevented
}

describe('a form sent before the page has hydrated', () => {
  beforeAll(() => {
    // As the document's head runs it, before any module.
    new Function(HOLD_SCRIPTED_FORMS)()
  })
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>).__forecourtHydrated
  })

  it.each([
    ['a scripted form (no action)', '<form><input name="email"><button>Send</button></form>', false],
    ['a form that names its action', '<form action="/auth/login" method="post"><button>Sign in</button></form>', true],
    ['a button that names its action', '<form><button formaction="/search">Search</button></form>', true],
  ])('%s: sent = %s', (_, html, expected) => {
    expect(sent(html)).toBe(expected)
  })

  it('goes as its script decides once React has taken the page over', () => {
    markHydrated()
    expect(sent('<form><input name="email"><button>Send</button></form>')).toBe(true)
  })
})
