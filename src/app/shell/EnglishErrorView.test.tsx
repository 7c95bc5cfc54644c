import { renderToString } from 'react-dom/server'
import { data, MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import EnglishErrorView from './EnglishErrorView.tsx'

/** What React Router hands the error boundary for a loader that threw `data(…, { status })`. */
const thrown = (status: number) => ({ status: data(null, { status }).init!.status, statusText: '', data: null, internal: false })
const html = (error: unknown) =>
  renderToString(
    <MemoryRouter>
      <EnglishErrorView error={error} />
    </MemoryRouter>,
  )

describe('the error view of a page whose shell failed to load', () => {
  it.each([
    ['a missing page', thrown(404), 'Page not found'],
    ['a failed loader', thrown(500), 'Something went wrong, please try again.'],
    ['a thrown error', new Error('boom'), 'Something went wrong, please try again.'],
  ])('%s: headed in English, %s', (_, error, heading) => {
    expect(html(error)).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
  })
})
