// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useEffect, useRef } from 'react'
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { usePageChangeFocus } from './page-change-focus.ts'

afterEach(cleanup)

function Shell() {
  usePageChangeFocus()
  return (
    <>
      <nav>
        <Link to="/stock">Cars in stock</Link>
        <Link to="/?sort=price">Sort</Link>
        <Link to="/checkout">Checkout</Link>
      </nav>
      <Outlet />
    </>
  )
}
/** A page that puts the focus on its own heading, as the checkout does. */
function Checkout() {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <main id="main" tabIndex={-1}>
      <h1 ref={heading} tabIndex={-1}>
        Step 1
      </h1>
    </main>
  )
}
const page = (title: string) => (
  <main id="main" tabIndex={-1}>
    <h1>{title}</h1>
  </main>
)

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/', element: page('Home') },
          { path: '/stock', element: page('Stock') },
          { path: '/checkout', element: <Checkout /> },
        ],
      },
    ],
    { initialEntries: [path] },
  )
  render(<RouterProvider router={router} />)
  return router
}
/** A keyboard user's Enter on a link: it has the focus, then the app moves (jsdom moves no focus on click). */
async function follow(name: string) {
  const link = screen.getByRole('link', { name })
  link.focus()
  await act(async () => link.click())
}

describe('the focus after a move to another page (WCAG 2.4.3)', () => {
  it('stays where it is on the first page load', () => {
    renderAt('/')
    expect(document.activeElement).toBe(document.body)
  })

  it('goes to the new page’s main region from the link followed', async () => {
    renderAt('/')
    await follow('Cars in stock')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Stock')
    expect(document.activeElement).toBe(document.getElementById('main'))
  })

  it('stays on the link when only the query changes (the same page)', async () => {
    renderAt('/')
    await follow('Sort')
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Sort' }))
  })

  it('is left where the new page put it', async () => {
    renderAt('/')
    await follow('Checkout')
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1' }))
  })
})
