// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { inRouter } from '~/test/blocks.tsx'
import ReadyToGoBar from './Block.tsx'
import { sample } from './sample.ts'
import { readyToGoBar } from './template.ts'

afterEach(cleanup)

const bar = (raw: object = {}, groups = sample.groups) =>
  inRouter(
    <ReadyToGoBar
      fields={readyToGoBar.schema.parse({ ...sample.fields, ...raw })}
      groups={groups.map((g) => readyToGoBar.groupSchema.parse(g))}
      context={{ index: 1, eagerImages: true }}
    />,
  )

describe('Ready To Go Bar (spec 2 §3.10, §4, §9)', () => {
  it('has fabDisabled, mobile_button_label and hide_block, and at most 5 groups', () => {
    expect(readyToGoBar.schema.parse({})).toEqual({
      block_scroll_id: '',
      fabDisabled: false,
      mobile_button_label: 'Ready to go',
      hide_block: false,
    })
    expect(readyToGoBar.field_groups_template.map((f) => f.symbol)).toEqual([
      'icon',
      'link',
      'content',
      'isUsedAsButton',
      'use_dc_fallback',
      'fallback_icon',
      'fallback_link',
      'fallback_content',
    ])
  })

  it('shows its items as links, a form link as the modal form’s button, a group as a button', () => {
    render(bar())
    const nav = screen.getByRole('navigation', { name: 'Quick actions' })
    expect(within(nav).getByRole('link', { name: 'Configure' }).getAttribute('href')).toBe('/models/aurelia-e7')
    expect(within(nav).getByRole('button', { name: 'Book a test drive' }).getAttribute('aria-haspopup')).toBe('dialog')
    expect(within(nav).getByRole('link', { name: 'Offers' }).className).not.toMatch(/link/)
    expect(within(nav).getAllByRole('listitem')).toHaveLength(4)
  })

  it('on phones is one button (mobile_button_label) that opens and closes the items', () => {
    render(bar({ mobile_button_label: 'Start here' }))
    const toggle = screen.getByRole('button', { name: 'Start here' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)!.className).toMatch(/open/)
    fireEvent.keyDown(toggle, { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
  })

  it('hide_block hides the bar', () => {
    render(bar({ hide_block: true }))
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})
