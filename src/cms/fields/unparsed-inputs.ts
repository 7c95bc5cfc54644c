import { createContext } from 'react'

/**
 * Text a field editor holds that is not yet a value (JSON that does not parse): the block keeps its
 * last valid value meanwhile, so the editor must not save (and drop the text) until it parses.
 * Each field reports its own by its input id; null when it parses again or the field goes.
 */
export interface UnparsedInputs {
  report(id: string, problem: string | null): void
}

export const UnparsedInputsContext = createContext<UnparsedInputs | null>(null)
