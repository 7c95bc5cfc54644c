// @vitest-environment jsdom
import { EditorView } from '@codemirror/view'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderScreen } from '~/admin/testing.tsx'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { z } from 'zod'
import { SettingEditor, type SettingRow } from './SettingsScreen.tsx'
import { SettingValueField } from './SettingValueField.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
// jsdom has no layout: CodeMirror measures text ranges after an edit (taken back after, tests share globals).
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
})
afterAll(() => {
  delete (Range.prototype as Partial<Range>).getClientRects
  delete (Range.prototype as Partial<Range>).getBoundingClientRect
})

const row = (key: string, value: string, json = false): SettingRow => ({
  key,
  value,
  stored: true,
  default: null,
  json,
  updated_at: '2026-11-26T10:00:00Z',
})
function editor(setting: SettingRow) {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ data: setting }), { status: 200 }))
  vi.stubGlobal('fetch', fetch)
  renderScreen(<SettingEditor setting={setting} />)
  return fetch
}
const sentValue = (fetch: ReturnType<typeof editor>) =>
  JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).value

describe('SettingEditor: the control its kind implies', () => {
  it('a flag is a switch, and saves true or false', async () => {
    const fetch = editor(row('footer.hide_social', 'false'))
    const toggle = screen.getByRole('switch', { name: 'Value' }) as HTMLInputElement
    expect(toggle.checked).toBe(false)
    fireEvent.click(toggle)
    expect(toggle.checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(sentValue(fetch)).toBe('true')
  })

  it('a flag stored as neither reads as off and says so', () => {
    editor(row('footer.hide_social', 'maybe'))
    expect((screen.getByRole('switch', { name: 'Value' }) as HTMLInputElement).checked).toBe(false)
    expect(screen.getByText(/Stored as "maybe", which reads as off\./)).toBeTruthy()
  })

  it.each([
    ['finance.representative_example', /stock_locator\.reverse_calculator/],
    ['stock_locator.reverse_calculator', /finance\.representative_example/],
  ])('%s says the feed’s monthly prices and the other finance setting must agree', (key, other) => {
    editor(row(key, '{}', true))
    const hint = screen.getByText(/monthly prices come from its feed/)
    expect(hint.textContent).toMatch(other)
  })

  it('a number, a choice and a URL get their own inputs', () => {
    editor(row('media.default_image_id', '24735'))
    expect((screen.getByRole('spinbutton', { name: 'Value' }) as HTMLInputElement).value).toBe('24735')
    cleanup()
    editor(row('general.theme', 'vantor'))
    const select = screen.getByRole('combobox', { name: 'Value' }) as HTMLSelectElement
    expect([select.value, [...select.options].map((o) => o.value)]).toEqual(['vantor', ['aurelia', 'vantor']])
    cleanup()
    editor(row('retailer.url', 'https://retailer.example'))
    expect(screen.getByRole('textbox', { name: 'Value' }).getAttribute('type')).toBe('url')
  })

  it('refuses a URL that is not http(s) at the field, without a request', () => {
    const fetch = editor(row('retailer.url', ''))
    fireEvent.change(screen.getByRole('textbox', { name: 'Value' }), { target: { value: 'www.retailer.example' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('textbox', { name: 'Value' }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText(/^retailer\.url must be an http\(s\) URL/)).toBeTruthy()
    expect(fetch).not.toHaveBeenCalled()
    // The value to correct has the focus, not Save.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Value' }))
  })

  it('a value the server refuses is marked and takes the focus', async () => {
    const problem = {
      errors: [{ status: '422', title: 'Invalid value', detail: 'must not contain a NUL character', source: { pointer: '/value' } }],
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(problem), { status: 422 })),
    )
    renderScreen(<SettingEditor setting={row('general.site_name', 'Demo')} />)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    const value = screen.getByRole('textbox', { name: 'Value' })
    await waitFor(() => expect(value.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(value)
  })

  it('JSON is pretty-printed; a problem shows with its line, and that line is marked until it is fixed', async () => {
    const fetch = editor(row('error_page.not_found', '{"heading":5,"paragraph":"Lost?"}', true))
    const lines = () => [...document.querySelectorAll('.cm-line')].map((l) => l.textContent)
    // The editor loads after the screen's first render, which shows the value as text meanwhile.
    await screen.findByRole('textbox', { name: 'Value (JSON)' })
    expect(lines()).toEqual(['{', '  "heading": 5,', '  "paragraph": "Lost?"', '}'])

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(fetch).not.toHaveBeenCalled()
    const message = 'Invalid Object in error_page.not_found: line 2: heading: Invalid input: expected string, received number'
    expect(screen.getByText(message)).toBeTruthy()
    const area = screen.getByRole('textbox', { name: 'Value (JSON)' })
    expect(area.getAttribute('aria-invalid')).toBe('true')
    expect(
      area
        .getAttribute('aria-describedby')
        ?.split(' ')
        .map((id) => document.getElementById(id)?.textContent),
    ).toContain(message)
    expect([...document.querySelectorAll('.fc-json-problem-line')].map((l) => l.textContent)).toEqual(['  "heading": 5,'])

    act(() => {
      const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!
      const at = view.state.doc.toString().indexOf('5')
      view.dispatch({ changes: { from: at, to: at + 1, insert: '"Page not found"' } })
    })
    expect(screen.queryByText(message)).toBeNull()
    expect(document.querySelectorAll('.fc-json-problem-line')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    expect(JSON.parse(sentValue(fetch))).toEqual({ heading: 'Page not found', paragraph: 'Lost?' })
  })
})

describe('a JSON setting before its editor has loaded', () => {
  it('shows the value as text in the editor’s frame, busy (the server’s render)', () => {
    const html = renderToString(
      <SettingValueField
        kind={{ kind: 'json', schema: z.unknown() }}
        id="value"
        labelId="value-label"
        value={'{\n  "heading": "Lost?"\n}'}
        onChange={() => {}}
        describedBy=""
        invalid
        marks={[]}
      />,
    )
    expect(html).toContain('aria-busy="true"')
    expect(html).toMatch(/<pre[^>]*>\{\n {2}&quot;heading&quot;: &quot;Lost\?&quot;\n\}<\/pre>/)
    expect(html).toContain('data-invalid=""')
    expect(html).not.toContain('cm-editor')
  })
})
