// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { inRouter } from '~/test/blocks.tsx'
import { testDriveForm } from '~/test/form-blocks.ts'
import EntryForm from './Block.tsx'
import { entryForm } from './template.ts'

afterEach(cleanup)
const block = (raw: object) =>
  inRouter(<EntryForm fields={entryForm.schema.parse(raw)} groups={[]} context={{ index: 1, eagerImages: true }} data={testDriveForm()} />)

describe('Entry Form (spec 2 §3.10)', () => {
  it('has form_position left, center or right (default center) and the form block fields', () => {
    const fields = entryForm.schema.parse({})
    expect(fields.form_position).toBe('center')
    expect(Object.keys(fields)).toEqual(
      expect.arrayContaining(['form_id', 'has_two_columns', 'form_params_mapping', 'button_position', 'modal_form', 'form_position']),
    )
    expect(entryForm.schema.safeParse({ form_position: 'top' }).success).toBe(false)
  })

  it.each([
    ['left', /at-left/],
    ['center', /at-center/],
    ['right', /at-right/],
  ])('places the form on the %s of its title and text', (form_position, pattern) => {
    render(block({ heading: 'Book a test drive', paragraph: '<p>Pick a retailer.</p>', form_position }))
    const section = screen.getByRole('region', { name: 'Book a test drive' })
    expect(section.firstElementChild!.className).toMatch(pattern)
    expect(screen.getByText('Pick a retailer.')).toBeTruthy()
    expect(screen.getByLabelText(/Full name/)).toBeTruthy()
  })

  it('shows the form alone without a title or text', () => {
    const { container } = render(block({ form_position: 'left' }))
    expect(container.querySelector('h2')).toBeNull()
    expect(container.querySelector('section > div')!.className).toMatch(/formOnly/)
  })
})
