// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockIntersectionObserver, mockReducedMotion } from '~/test/browser-mocks.ts'
import TabbedComponent from './Block.tsx'
import { tabbedComponent, type TabbedComponentTab } from './template.ts'

const tabs = [
  { tab_label: 'Design', component_type: 'hero-slider', 'rdx-image': { id: 1003, alt: 'Aurelia GT coupé in copper' } },
  { tab_label: 'Exterior', component_type: 'exterior360', frames: [{ id: 1001, alt: 'Aurelia E5 from the front' }, 1002, 1003, 1004] },
  { tab_label: 'Interior', component_type: 'interior-360', 'rdx-image': { id: 1010, alt: 'The cabin' } },
]
const block = (raw: Record<string, unknown> = {}, groups: unknown[] = tabs) => (
  <TabbedComponent
    fields={tabbedComponent.schema.parse(raw)}
    context={{ index: 1, eagerImages: true }}
    groups={groups.map((g) => tabbedComponent.groupSchema.parse(g) as TabbedComponentTab)}
  />
)
const tab = (name: string) => screen.getByRole('tab', { name })
const visiblePanels = () => [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden)

beforeEach(() => {
  mockReducedMotion(false)
  mockIntersectionObserver()
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  document.documentElement.removeAttribute('dir')
})

describe('Tabbed Component (spec 2 §3.8)', () => {
  it('renders every tab on the server, exactly one current and visible, eager images in the first only', () => {
    const html = renderToStaticMarkup(block({ heading: 'Meet the E5' }))
    expect(html.match(/role="tab"/g)).toHaveLength(3)
    expect(html.match(/aria-selected="true"/g)).toHaveLength(1)
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2)
    expect(html).toContain('alt="Aurelia GT coupé in copper"')
    expect(html.match(/loading="eager"/g)).toHaveLength(1)
    expect(html).toMatch(/<section class="[^"]*black-theme"/)
    expect(html).toContain('Meet the E5')
  })

  it('a tab shows its view: the exterior turntable and the interior panorama (the 360 blocks’ views)', () => {
    render(block())
    fireEvent.click(tab('Exterior'))
    expect(tab('Exterior').getAttribute('aria-selected')).toBe('true')
    expect(visiblePanels()).toHaveLength(1)
    const exterior = visiblePanels()[0]!
    expect(exterior.querySelector('input[type="range"]')?.getAttribute('max')).toBe('3')
    expect(exterior.textContent).toContain('CLICK TO INTERACT')
    fireEvent.change(exterior.querySelector('input[type="range"]')!, { target: { value: '2' } })
    expect(exterior.querySelector('img[class*="current"]')?.getAttribute('src')).toContain('/images/1003/')

    fireEvent.click(tab('Interior'))
    const interior = visiblePanels()[0]!
    fireEvent.click(screen.getByRole('button', { name: /CLICK TO INTERACT/, hidden: false }))
    expect(interior.textContent).toContain('RESET TO DASH')
    expect(interior.textContent).toContain('EXIT')
  })

  it('the arrow keys, Home and End move between tabs and wrap round; left and right swap on right-to-left pages', () => {
    render(block())
    fireEvent.keyDown(tab('Design'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Exterior'))
    expect(tab('Exterior').getAttribute('aria-selected')).toBe('true')
    expect(tab('Exterior').tabIndex).toBe(0)
    expect(tab('Design').tabIndex).toBe(-1)
    fireEvent.keyDown(tab('Exterior'), { key: 'End' })
    fireEvent.keyDown(tab('Interior'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Design'))
    fireEvent.keyDown(tab('Design'), { key: 'ArrowLeft' })
    expect(tab('Interior').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Interior'), { key: 'Home' })
    expect(tab('Design').getAttribute('aria-selected')).toBe('true')
    cleanup()
    document.documentElement.setAttribute('dir', 'rtl')
    render(block())
    fireEvent.keyDown(tab('Design'), { key: 'ArrowLeft' })
    expect(tab('Exterior').getAttribute('aria-selected')).toBe('true')
  })

  it('has previous and next buttons with hasControls, and none without', () => {
    render(block())
    fireEvent.click(screen.getByRole('button', { name: 'Previous view' }))
    expect(tab('Interior').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Next view' }))
    expect(tab('Design').getAttribute('aria-selected')).toBe('true')
    cleanup()
    render(block({ hasControls: false }))
    expect(screen.queryByRole('button', { name: /Previous view|Next view/ })).toBeNull()
  })

  it('a single tab shows without a tab bar; no tabs render nothing', () => {
    const html = renderToStaticMarkup(block({}, [tabs[0]]))
    expect(html).not.toContain('role="tab')
    expect(html).toContain('alt="Aurelia GT coupé in copper"')
    expect(renderToStaticMarkup(block({}, []))).toBe('')
  })

  it('falls back to the tab image for an exterior tab without frames, and to "View n" without a label', () => {
    render(block({}, [tabs[0], { component_type: 'exterior360', 'rdx-image': { id: 1006, alt: 'Ridge' } }]))
    fireEvent.click(tab('View 2'))
    expect(visiblePanels()[0]!.querySelector('img')?.getAttribute('alt')).toBe('Ridge')
  })

  it('applies the defaults and validates each tab’s frames JSON', () => {
    expect(tabbedComponent.schema.parse({})).toMatchObject({
      hasControls: true,
      hasVideoControls: false,
      has_slider_with_handle: true,
      slider_theme: 'black-theme',
      has_autostart: true,
      clickToInteract: 'CLICK TO INTERACT',
      touchToInteract: 'TOUCH TO INTERACT',
      reset_label: 'RESET TO DASH',
      exit_label: 'EXIT',
    })
    expect(tabbedComponent.groupSchema.parse({})).toEqual({
      tab_label: '',
      component_type: 'hero-slider',
      'rdx-image': { id: 24735 },
      frames: [],
    })
    expect(tabbedComponent.groupSchema.parse({ frames: '[1006, 1007]' }).frames).toEqual([
      { id: 1006, alt: '' },
      { id: 1007, alt: '' },
    ])
    expect(tabbedComponent.groupSchema.safeParse({ frames: '[1006' }).error?.issues).toMatchObject([
      { path: ['frames'], message: 'Invalid JSON in frames' },
    ])
    expect(tabbedComponent.groupSchema.safeParse({ component_type: '{prefix}-exterior360' }).success).toBe(false)
    expect(tabbedComponent.max_field_groups).toBe(6)
  })
})
