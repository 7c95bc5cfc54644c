// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import HeroTitleBannerTall from './Block.tsx'
import { heroTitleBannerTall } from './template.ts'

const timer = { timer_date: '2027-03-01T09:00+04:00', timer_title: 'Order books open in' }
const inRouter = (element: ReactNode) => <RouterProvider router={createMemoryRouter([{ path: '/', element }])} />
const banner = (raw: Record<string, unknown> = {}) =>
  inRouter(<HeroTitleBannerTall fields={heroTitleBannerTall.schema.parse(raw)} groups={[]} context={{ index: 1, eagerImages: true }} />)
const html = (raw: Record<string, unknown> = {}) => renderToStaticMarkup(banner(raw))
const units = () => screen.getByRole('timer').textContent

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2027-02-27T02:30:00Z')) // 2 days, 2 hours and 30 minutes before the launch (05:00Z)
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('Hero Title Banner Tall (spec 2 §3.6)', () => {
  it('is the Hero Title Banner (image, title, subtitle, button, colour theme), made tall', () => {
    const markup = html({
      heading: 'The new <em>E9</em>',
      level: 'h2',
      header_size: 'title',
      paragraph: 'Coming in March.',
      button: { url: '/e9', link_text: 'Register interest' },
      box_color: 'grey-theme',
    })
    expect(markup).toMatch(/<section class="[^"]*hero[^"]*tall[^"]* grey-theme">/)
    expect(markup).toMatch(/<h2 class="fc-heading fc-heading--title">The new <em>E9<\/em><\/h2>/)
    expect(markup).toContain('Coming in March.')
    expect(markup).toMatch(/<a[^>]+href="\/e9"[^>]*>Register interest<\/a>/)
    expect(markup).toContain('srcSet="/media/api/v2/images/24735/w/640/h/360 640w')
    expect(markup).toContain('loading="eager"')
  })

  it.each([
    ['top', 'top'],
    ['center', 'center'],
  ])('places the copy by copy_alignment_class (%s)', (alignment, className) => {
    expect(html({ copy_alignment_class: alignment })).toMatch(new RegExp(`<section class="[^"]*_tall_[^"]*_${className}_`))
  })

  it('renders the timer box on the server without the clock: dashes and the launch moment, in timer_box_color', () => {
    const markup = html({ ...timer, timer_box_color: 'light-theme' })
    expect(markup).toMatch(/<div class="[^"]*box[^"]* light-theme"><p[^>]*>Order books open in<\/p>/)
    expect(markup).toMatch(/role="timer">(<span[^>]*><span[^>]*>–<\/span> <span[^>]*>(Days|Hours|Minutes)<\/span><\/span>){3}<\/p>/)
    expect(markup).toMatch(/<time class="[^"]*moment[^"]*" dateTime="2027-03-01T09:00\+04:00" dir="ltr">2027-03-01 09:00<\/time>/)
  })

  it('hydrates markup rendered earlier (a cached page) without a mismatch, then counts down', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(banner(timer))
    document.body.append(container)
    vi.setSystemTime(new Date('2027-02-27T02:31:30Z')) // 2 days, 2 hours, 28½ minutes left
    const onRecoverableError = vi.fn()
    const root = await act(async () => hydrateRoot(container, banner(timer), { onRecoverableError }))
    expect(onRecoverableError).not.toHaveBeenCalled()
    expect(units()).toBe('02 Days02 Hours29 Minutes')
    act(() => vi.advanceTimersByTime(29_000))
    expect(units()).toBe('02 Days02 Hours29 Minutes')
    act(() => vi.advanceTimersByTime(1_000))
    expect(units()).toBe('02 Days02 Hours28 Minutes')
    act(() => root.unmount())
    container.remove()
  })

  it('shows the ended text once the moment has come, or no box without one', () => {
    render(banner({ ...timer, timer_ended_text: 'Order books are open' }))
    act(() => vi.advanceTimersByTime((2 * 24 * 60 + 2 * 60 + 30) * 60_000))
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByText('Order books are open').className).toMatch(/ended[^"]* dark-theme/)
    cleanup()
    vi.setSystemTime(new Date('2027-02-27T02:30:00Z'))
    render(banner(timer))
    expect(units()).toBe('02 Days02 Hours30 Minutes')
    act(() => vi.advanceTimersByTime((2 * 24 * 60 + 2 * 60 + 30) * 60_000))
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByText('Order books open in')).toBeNull()
  })

  it('has no timer box without a launch moment', () => {
    expect(html()).not.toContain('role="timer"')
    expect(html({ timer_date: '2027-02-30T09:00Z' })).not.toContain('role="timer"')
  })

  it('applies the defaults and rejects bad values', () => {
    expect(heroTitleBannerTall.schema.parse({})).toEqual({
      block_scroll_id: '',
      'rdx-image': { id: 24735 },
      native_video_background: '',
      heading: '',
      paragraph: '',
      button: null,
      copy_side: 'auto',
      level: 'h1',
      header_size: 'xl',
      header_font: 'primary',
      box_color: 'dark-theme',
      copy_alignment_class: 'center',
      timer_box_color: 'dark-theme',
      timer_date: '',
      timer_title: '',
      timer_days_label: 'Days',
      timer_hours_label: 'Hours',
      timer_minutes_label: 'Minutes',
      timer_ended_text: '',
    })
    expect(heroTitleBannerTall.field_groups_template).toEqual([])
    for (const raw of [
      { copy_alignment_class: 'bottom' },
      { timer_box_color: 'grey-theme' },
      { timer_date: '1 March 2027' },
      { timer_date: '2027-03-01T09:00' },
      { timer: true },
    ]) {
      expect(heroTitleBannerTall.schema.safeParse(raw).success, JSON.stringify(raw)).toBe(false)
    }
  })
})
