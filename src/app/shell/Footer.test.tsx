// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { defaultFooterColumns } from '~/footer/footer.ts'
import { Footer } from './Footer.tsx'

afterEach(cleanup)

describe('the footer’s headings (axe heading-order)', () => {
  it('puts the rows’ h3 headings under an h2 of its own, named after the site, for a page whose last heading is its h1', () => {
    render(<Footer footer={{ columns: defaultFooterColumns(), hideSocial: false, disclaimer: '' }} siteName="Aurelia" />)
    const levels = screen.getAllByRole('heading').map((h) => h.tagName)
    expect(levels[0]).toBe('H2')
    expect(levels.slice(1).length).toBeGreaterThan(0)
    expect(new Set(levels.slice(1))).toEqual(new Set(['H3']))
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Aurelia')
  })

  it('has no heading of its own without columns', () => {
    render(<Footer footer={{ columns: [], hideSocial: false, disclaimer: '' }} siteName="Aurelia" />)
    expect(screen.queryByRole('heading')).toBeNull()
  })
})
