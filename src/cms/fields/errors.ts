import { createContext, useContext } from 'react'

/** Error messages of one block (or of the page, id 'root'), by prop path: `heading`, `groups[1].link`. */
export type BlockFieldErrors = Record<string, string>
/** Error messages of a page being edited, by Puck item id (block id) and 'root' for the page properties. */
export type FieldErrors = Record<string, BlockFieldErrors>

/** The id under which the page properties' errors are kept. */
export const ROOT_ERRORS_ID = 'root'

/**
 * The errors of the block whose fields are shown. The editor provides it around Puck's field panel
 * (EditorFieldErrors picks the selected block's errors); each field editor shows its own under it.
 */
export const FieldErrorsContext = createContext<BlockFieldErrors>({})

/** The error message of the field at this prop path, if any. */
export function useFieldError(name: string): string | undefined {
  return useContext(FieldErrorsContext)[name]
}
