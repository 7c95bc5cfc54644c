import { useEffect, useState } from 'react'
import type * as PhoneNumbersModule from './phone-numbers.ts'

export type PhoneNumbers = typeof PhoneNumbersModule

let loaded: PhoneNumbers | null = null
let loading: Promise<PhoneNumbers> | null = null

/** phone-numbers.ts, fetched once (a chunk of its own: the metadata's 30 KB is not in a form's script). */
export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  loading ??= import('./phone-numbers.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed fetch (a connection lost) is tried again by the next caller.
      loading = null
      throw error
    },
  )
  return loading
}

/** The module if it has arrived, for what can do without it until then. */
export const loadedPhoneNumbers = (): PhoneNumbers | null => loaded

/**
 * The module once it has arrived, asked for as the component mounts when `wanted`; null before. The
 * server never loads it this way, and a page hydrates before any form asks: the render agrees.
 */
export function usePhoneNumbers(wanted: boolean): PhoneNumbers | null {
  const [numbers, setNumbers] = useState(loadedPhoneNumbers)
  useEffect(() => {
    if (!wanted) return
    let live = true
    loadPhoneNumbers().then(
      (module) => live && setNumbers(module),
      () => {
        // Without it the number cannot be checked yet: the field's next use asks again.
      },
    )
    return () => {
      live = false
    }
  }, [wanted])
  return numbers
}
