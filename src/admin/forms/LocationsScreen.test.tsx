// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '~/admin/testing.tsx'
import { unstorableAnswer } from '~/lib/api-problems.ts'
import { findUnstorable } from '~/lib/storable.ts'
import { LocationsScreen } from './LocationsScreen.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** Add location with one attribute, sent to an API that answers as its input guard does (422 at the text it cannot store). */
async function addLocation(attribute: { key: string; value: string }) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const found = findUnstorable(JSON.parse(String(init?.body)))
    return found ? new Response(JSON.stringify(unstorableAnswer(found)), { status: 422 }) : new Response('{}', { status: 500 })
  })
  vi.stubGlobal('fetch', fetch)
  renderScreen(
    <LocationsScreen
      list={{ data: [], meta: { total: 0 } }}
      query={{ search: '', sort: 'name', dir: 'asc', page: 1, per_page: 20 }}
      dealers={[]}
    />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Add location' }))
  const form = within(screen.getByRole('form', { name: 'Add a location' }))
  fireEvent.change(form.getByRole('textbox', { name: 'Name (required)' }), { target: { value: 'Leeds' } })
  fireEvent.change(form.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'leeds@example.com' } })
  fireEvent.click(form.getByRole('button', { name: 'Add attribute' }))
  fireEvent.change(form.getByRole('textbox', { name: 'Attribute 1 name' }), { target: { value: attribute.key } })
  fireEvent.change(form.getByRole('textbox', { name: 'Attribute 1 value' }), { target: { value: attribute.value } })
  // Pressed as a user does: the button takes the focus, then the click.
  const submit = form.getByRole('button', { name: 'Add location' })
  submit.focus()
  fireEvent.click(submit)
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1))
  return form
}

describe("Locations: the API's problem with an attribute sits at that attribute's input", () => {
  it.each([
    // An attribute named as a field of the form is still the attribute's.
    ['k', 'a\u0000b', 'Attribute 1 value', 'must not contain a NUL character (U+0000)'],
    ['email', 'a\u0000b', 'Attribute 1 value', 'must not contain a NUL character (U+0000)'],
    ['k\u0000', 'ab', 'Attribute 1 name', 'its name must not contain a NUL character (U+0000)'],
  ])('%j = %j: at %s, marked and focused', async (key, value, input, message) => {
    const form = await addLocation({ key, value })
    const field = form.getByRole('textbox', { name: input })
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(message)
    // The focus moves once the marked field is drawn: after the render that marks it.
    await waitFor(() => expect(document.activeElement).toBe(field))
    // Said once, in words, and nowhere else: no data path in an error box, no other field marked.
    expect(form.queryByRole('alert')).toBeNull()
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1)
  })
})
