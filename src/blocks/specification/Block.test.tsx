// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TAG_FREE_TEMPLATES } from '~/pricing/tags.ts'
import Specification from './Block.tsx'
import { sample } from './sample.ts'
import { specificationSections } from './sections.ts'
import { specification, SPECIFICATION_MAX_GROUPS } from './template.ts'

afterEach(cleanup)

const row = (section: string, label: string, value: string) => ({ section, label, value })

describe('Specification (spec 2 §9; ADR 167)', () => {
  it.each([
    [[], []],
    [[row('', 'Power', '360 kW')], [{ title: '', rows: [{ label: 'Power', value: '360 kW' }] }]],
    [
      [row('', 'A', '1'), row('Size', 'Length', '5 m'), row('', '', ''), row('', 'Width', '2 m')],
      [
        { title: '', rows: [{ label: 'A', value: '1' }] },
        {
          title: 'Size',
          rows: [
            { label: 'Length', value: '5 m' },
            { label: 'Width', value: '2 m' },
          ],
        },
      ],
    ],
    [[row('Empty', '', ''), row('Next', ' B ', ' 2 ')], [{ title: 'Next', rows: [{ label: 'B', value: '2' }] }]],
  ])('sections of %j', (groups, sections) => expect(specificationSections(groups)).toEqual(sections))

  it('shows the rows as a table in sections, with its title and disclaimer', () => {
    render(
      <Specification
        fields={specification.schema.parse(sample.fields)}
        groups={sample.groups.map((g) => specification.groupSchema.parse(g))}
        context={{ index: 1, eagerImages: false }}
      />,
    )
    const table = screen.getByRole('table', { name: 'Aurelia E7 specification' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Performance', 'Battery and range', 'Dimensions'])
    expect(within(table).getByRole('rowheader', { name: 'Range (WLTP)' }).nextElementSibling!.textContent).toBe('up to 640 km')
    expect(screen.getByText(/WLTP figures/)).toBeTruthy()
  })

  it('shows nothing without rows, holds up to 100 groups, and is never tag-replaced (spec 2 §9)', () => {
    const { container } = render(
      <Specification fields={specification.schema.parse({})} groups={[]} context={{ index: 1, eagerImages: false }} />,
    )
    expect(container.innerHTML).toBe('')
    expect(specification.max_field_groups).toBe(SPECIFICATION_MAX_GROUPS)
    expect(SPECIFICATION_MAX_GROUPS).toBe(100)
    expect(TAG_FREE_TEMPLATES.has(specification.key)).toBe(true)
  })
})
