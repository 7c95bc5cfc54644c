// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { inRouter } from '~/test/blocks.tsx'
import { testDriveForm } from '~/test/form-blocks.ts'
import ExtendedWarranty from './Block.tsx'
import { extendedWarranty } from './template.ts'

afterEach(cleanup)

describe('Extended Warranty (spec 2 §3.10)', () => {
  it('has form_id, has_two_columns, form_hidden_field_mapping and table_content, and nothing else of the form fields', () => {
    expect(extendedWarranty.schema.parse({})).toEqual({
      block_scroll_id: '',
      form_id: '1',
      has_two_columns: false,
      form_hidden_field_mapping: {},
      table_content: '',
    })
    expect(extendedWarranty.htmlFields).toEqual(['table_content'])
    expect(extendedWarranty.schema.safeParse({ form_hidden_field_mapping: '[1]' }).success).toBe(false)
  })

  it('shows the price table in a named, scrollable region above the form', () => {
    const fields = extendedWarranty.schema.parse({
      table_content:
        '<table><thead><tr><th scope="col">Cover</th><th scope="col">Price</th></tr></thead><tbody><tr><td>1 year</td><td>£495</td></tr></tbody></table>',
      has_two_columns: true,
    })
    render(inRouter(<ExtendedWarranty fields={fields} groups={[]} context={{ index: 1, eagerImages: true }} data={testDriveForm()} />))
    const prices = screen.getByRole('region', { name: 'Prices' })
    expect(prices.getAttribute('tabindex')).toBe('0')
    expect(screen.getByRole('cell', { name: '£495' })).toBeTruthy()
    expect(
      prices.compareDocumentPosition(screen.getByRole('button', { name: 'Book my test drive' })) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(document.querySelector('form')!.className).toMatch(/twoColumns/)
  })
})
