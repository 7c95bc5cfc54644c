import { createUsePuck } from '@puckeditor/core'
import type { ReactNode } from 'react'
import { FieldErrorsContext, ROOT_ERRORS_ID, type FieldErrors } from './errors.ts'

const usePuck = createUsePuck()
const none = {}

/**
 * Gives the field panel the errors of the block it shows (the page's when no block is selected).
 * Use it inside Puck, e.g. as the `fields` override:
 * @example <Puck overrides={{ fields: ({ children }) => <EditorFieldErrors errors={errors}>{children}</EditorFieldErrors> }} … />
 */
export function EditorFieldErrors({ errors, children }: { errors: FieldErrors; children: ReactNode }) {
  const selected = usePuck((s) => (s.selectedItem?.props.id as string | undefined) ?? ROOT_ERRORS_ID)
  return <FieldErrorsContext value={errors[selected] ?? none}>{children}</FieldErrorsContext>
}
