// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { formFieldSchema } from './definition.ts'
import type * as PhoneInputModule from './PhoneInput.tsx'
import type * as LoaderModule from './phone-loader.ts'

// Fresh modules: test files share them here, and another may have loaded the phone numbers' chunk.
let PhoneInput: typeof PhoneInputModule.PhoneInput
let loader: typeof LoaderModule
beforeAll(async () => {
  vi.resetModules()
  // The fresh modules' interface texts, as src/test/setup.ts sets them for the shared ones.
  ;(await import('~/i18n/ui-texts.ts')).setUiTextsOutsideAnyPage((await import('~/i18n/locales/en/ui.ts')).ui)
  ;({ PhoneInput } = await import('./PhoneInput.tsx'))
  loader = await import('./phone-loader.ts')
})

afterEach(cleanup)

const field = formFieldSchema.parse({ id: 'phone', label: 'Phone', type: 'phone', country: 'AE' })

/** The field as a form holds it: the composed number, set by the field and read back by it. */
function Holder({ start }: { start: string }) {
  const [value, setValue] = useState(start)
  return (
    <>
      <PhoneInput
        field={field}
        a11y={{ id: 'phone' }}
        inputRef={null}
        value={value}
        onChange={setValue}
        onBlur={() => {}}
        verification={null}
        preview={false}
      />
      <output>{value}</output>
    </>
  )
}
const country = () => (screen.getByRole('combobox') as HTMLSelectElement).value
const national = () => (screen.getByRole('textbox') as HTMLInputElement).value
/** What the form holds (an <output> is a status). */
const sent = () => screen.getByRole('status').textContent

// In this order: the phone numbers' chunk is not loaded until the first test has drawn the field.
describe('the phone field before and after its metadata arrives', () => {
  it('keeps a number set from outside whole, sent as it is, and splits it once the metadata is here', async () => {
    expect(loader.loadedPhoneNumbers()).toBeNull()
    render(<Holder start="+442079460000" />)
    expect([country(), national()]).toEqual(['', '+442079460000'])
    await waitFor(() => expect([country(), national()]).toEqual(['GB', '020 7946 0000']))
    // Shown split, the number held is still the one given.
    expect(sent()).toBe('+442079460000')
  })

  it('leaves what the visitor types as typed, the metadata here or not', async () => {
    await loader.loadPhoneNumbers()
    render(<Holder start="" />)
    expect(country()).toBe('AE')
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '' } })
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '+44207' } })
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '+442079460000' } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([country(), national()]).toEqual(['', '+442079460000'])
    expect(sent()).toBe('+442079460000')
  })
})
