// @vitest-environment jsdom
import { act, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BEFORE_HYDRATION_SCRIPT, afterHydration, hydrationStarts } from './before-hydration.ts'

type PageGlobals = Record<string, unknown> & { IS_REACT_ACT_ENVIRONMENT?: boolean }

beforeAll(() => {
  ;(globalThis as PageGlobals).IS_REACT_ACT_ENVIRONMENT = true
  // As the document's head runs it, before any module.
  new Function(BEFORE_HYDRATION_SCRIPT)()
})
beforeEach(() => {
  delete (window as unknown as PageGlobals).__forecourtHydrated
  delete (window as unknown as PageGlobals).__forecourtEdits
  delete (window as unknown as PageGlobals).__forecourtHydrating
  delete (window as unknown as PageGlobals).__forecourtPressed
})
afterEach(() => {
  document.body.innerHTML = ''
})

/** Whether the browser would go on to send the form: the head's listener prevents it or not. */
function sent(html: string) {
  document.body.innerHTML = html
  const form = document.querySelector('form')!
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') })
  form.dispatchEvent(event)
  return !event.defaultPrevented
}

describe('a form sent before the page has hydrated', () => {
  it.each([
    ['a scripted form (no action)', '<form><input name="email"><button>Send</button></form>', false],
    ['a form that names its action', '<form action="/auth/login" method="post"><button>Sign in</button></form>', true],
    ['a button that names its action', '<form><button formaction="/search">Search</button></form>', true],
  ])('%s: sent = %s', (_, html, expected) => {
    expect(sent(html)).toBe(expected)
  })

  it('goes as its script decides once React has taken the page over', () => {
    afterHydration()
    expect(sent('<form><input name="email"><button>Send</button></form>')).toBe(true)
  })
})

/** A form whose fields React controls, and which says what its state holds. */
function Form() {
  const [name, setName] = useState('')
  const [note, setNote] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [model, setModel] = useState('e7')
  const [contact, setContact] = useState('email')
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="Note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input aria-label="Agreed" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      <select aria-label="Model" value={model} onChange={(event) => setModel(event.target.value)}>
        <option value="e7">E7</option>
        <option value="gt">GT</option>
      </select>
      {['email', 'phone'].map((way) => (
        <input key={way} aria-label={way} type="radio" name="contact" checked={contact === way} onChange={() => setContact(way)} />
      ))}
      <output>{[name, note, agreed, model, contact].join('|')}</output>
    </form>
  )
}

/** The server's form, filled in by a visitor before React takes it over, as a browser fires it. */
async function filledBeforeHydration(replayed: boolean) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Form />)
  document.body.append(container)
  const field = <T extends Element>(label: string) => container.querySelector<T & HTMLInputElement>(`[aria-label="${label}"]`)!
  const type = (control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) => {
    control.value = value
    control.dispatchEvent(new Event('input', { bubbles: true }))
  }
  type(field('Name'), 'Ada')
  type(field<HTMLTextAreaElement>('Note'), 'Call after six')
  field('Agreed').click()
  type(field<HTMLSelectElement>('Model'), 'gt')
  field('phone').click()
  await act(async () => {
    hydrateRoot(container, <Form />)
  })
  if (replayed) await act(async () => afterHydration())
  // Any later render (a field's rule, a status) writes React's state into the fields.
  await act(async () => field('Name').dispatchEvent(new FocusEvent('focusin', { bubbles: true })))
  return { state: container.querySelector('output')!.textContent, name: field('Name').value }
}

describe('what a visitor typed before the page hydrated', () => {
  it('is told to React once it has taken the page over: text, a box, a choice and a radio button', async () => {
    expect(await filledBeforeHydration(true)).toEqual({ state: 'Ada|Call after six|true|gt|phone', name: 'Ada' })
  })

  it('is not in React state unless told (why the replay is there)', async () => {
    expect((await filledBeforeHydration(false)).state).toBe('||false|e7|email')
  })
})

/** A menu button whose script opens and closes the menu, and says how often it was pressed. */
function Menu() {
  const [open, setOpen] = useState(false)
  const [presses, setPresses] = useState(0)
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open)
          setPresses(presses + 1)
        }}
      >
        <span>Menu</span>
      </button>
      <button type="button" disabled>
        Off
      </button>
      <output>{presses}</output>
    </div>
  )
}

/** The server's menu, pressed by a visitor as `press` says, then taken over by React. */
async function pressedBeforeHydration(press: (button: (name: string) => HTMLButtonElement) => void, replayed = true) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Menu />)
  document.body.append(container)
  const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name)!
  press(button)
  await act(async () => {
    hydrateRoot(container, <Menu />)
  })
  if (replayed)
    await act(async () => {
      afterHydration()
      await new Promise((resolve) => setTimeout(resolve, 0))
    })
  return { presses: container.querySelector('output')!.textContent, expanded: button('Menu').getAttribute('aria-expanded') }
}

describe('a button pressed before the page hydrated', () => {
  it('is pressed again once React has taken the page over (its label, or a part of it, pressed)', async () => {
    expect(await pressedBeforeHydration((button) => button('Menu').querySelector('span')!.click())).toEqual({
      presses: '1',
      expanded: 'true',
    })
  })

  it('shows it is waiting until its press is given back, or until React takes presses over', async () => {
    const pending = () => [...document.querySelectorAll('[data-press-pending]')].map((b) => b.textContent)
    const seen: string[][] = []
    await pressedBeforeHydration((button) => {
      button('Menu').click()
      seen.push(pending())
      hydrationStarts()
      button('Menu').click() // React's to replay: nothing is kept
      seen.push(pending())
    }, false)
    expect(seen).toEqual([['Menu'], []])
    await pressedBeforeHydration((button) => button('Menu').click())
    expect(pending()).toEqual([])
  })

  it('is pressed once, however often it was pressed', async () => {
    expect(
      await pressedBeforeHydration((button) => {
        for (let i = 0; i < 3; i++) button('Menu').click()
      }),
    ).toEqual({ presses: '1', expanded: 'true' })
  })

  it('is left to React when pressed again once hydration started (React replays that press)', async () => {
    expect(
      await pressedBeforeHydration((button) => {
        button('Menu').click()
        hydrationStarts()
        button('Menu').click()
      }),
    ).toEqual({ presses: '0', expanded: 'false' })
  })

  it('does nothing without the replay (why it is there)', async () => {
    expect(await pressedBeforeHydration((button) => button('Menu').click(), false)).toEqual({ presses: '0', expanded: 'false' })
  })

  it('is not kept when disabled, nor when its form names its action', () => {
    document.body.innerHTML = '<button disabled>Off</button><form action="/auth/logout" method="post"><button>Sign out</button></form>'
    // (The document goes nowhere: this test environment cannot send a form.)
    document.querySelector('form')!.addEventListener('submit', (event) => event.preventDefault())
    for (const button of document.querySelectorAll('button')) button.click()
    expect((window as unknown as PageGlobals).__forecourtPressed).toBeUndefined()
  })
})
