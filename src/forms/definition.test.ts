import { expect, it } from 'vitest'
import { formDefinitionSchema } from './definition.ts'

it("gives each form its own default settings: changing one form's never changes another's", () => {
  const fields = [{ id: 'name', type: 'text', label: 'Name' }]
  const first = formDefinitionSchema.parse({ fields })
  const second = formDefinitionSchema.parse({ fields })
  first.settings.confirmations.enabled = true
  expect(second.settings.confirmations.enabled).toBe(false)
  expect(formDefinitionSchema.parse({ fields }).settings.confirmations.enabled).toBe(false)
})
