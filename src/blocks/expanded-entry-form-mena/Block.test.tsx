// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { expandedEntryForm } from '../expanded-entry-form/template.ts'
import ExpandedEntryFormMena from './Block.tsx'
import { expandedEntryFormMena } from './template.ts'

afterEach(cleanup)

const tabs = ['Sales', 'Service', 'Parts'].map((tab_label) => expandedEntryForm.groupSchema.parse({ tab_label }))

describe('Expanded Entry Form (MENA) (spec 2 §3.10, §9)', () => {
  it('adds top_tabs_limit (empty: every tab) to the general version', () => {
    expect(expandedEntryFormMena.schema.parse({}).top_tabs_limit).toBeNull()
    expect(expandedEntryFormMena.schema.safeParse({ top_tabs_limit: 0 }).success).toBe(false)
    expect(expandedEntryFormMena.field_groups_template).toBe(expandedEntryForm.field_groups_template)
  })

  it('on phones the row keeps top_tabs_limit tabs; the others are chosen under More; each tab carries its padding', () => {
    render(
      <ExpandedEntryFormMena
        fields={expandedEntryFormMena.schema.parse({ top_tabs_limit: 2 })}
        groups={[tabs[0]!, { ...tabs[1]!, tab_x_padding: 12 }, tabs[2]!]}
        context={{ index: 1, eagerImages: true }}
        data={null}
      />,
    )
    const all = screen.getAllByRole('tab')
    expect(all.map((tab) => tab.hasAttribute('data-beyond-top'))).toEqual([false, false, true])
    expect(all.map((tab) => tab.style.getPropertyValue('--tab-x-padding'))).toEqual(['22px', '12px', '22px'])
    const more = screen.getByLabelText('More')
    expect(
      within(more)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['…', 'Parts'])
    fireEvent.change(more, { target: { value: '2' } })
    expect(screen.getByRole('tab', { name: 'Parts' }).getAttribute('aria-selected')).toBe('true')
  })
})
