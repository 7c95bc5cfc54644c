// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { AdminErrorView } from './AdminErrorView.tsx'
import { renderScreen } from './testing.tsx'

afterEach(cleanup)

const answer = (status: number, data: unknown) => ({ status, statusText: '', internal: false, data })
const shown = (error: unknown) => {
  renderScreen(<AdminErrorView error={error} />)
  return { heading: screen.getByRole('heading', { level: 1 }).textContent, text: document.body.textContent }
}

describe('AdminErrorView', () => {
  it.each([
    [
      answer(404, 'This form could not be found'),
      'Not found',
      'This form could not be found in this market. It may belong to another market',
    ],
    [answer(404, null), 'Not found', 'There is nothing at this address in this market.'],
    // The server's own sentence, not "… that id. in this market."
    [answer(404, 'This market has no form with that id.'), 'Not found', 'This market has no form with that id. It may belong'],
    [answer(409, 'This lead was deleted meanwhile'), 'Not available', 'This lead was deleted meanwhile'],
    [answer(500, 'a stack trace'), 'Something went wrong', 'This screen could not be shown.'],
    [new Error('connection refused'), 'Something went wrong', 'This screen could not be shown.'],
  ])('%j: %s', (error, heading, text) => {
    const view = shown(error)
    expect(view.heading).toBe(heading)
    expect(view.text).toContain(text)
    expect(view.text).not.toContain('stack trace')
    expect(view.text).not.toContain('connection refused')
    expect(screen.getByRole('link', { name: 'Back to the admin overview' }).getAttribute('href')).toBe('/admin')
  })
})
