import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { OpenFormContext, type FormRequest, type OpenForm } from '~/ui/form-request.ts'

/**
 * The dialog and the form renderer are a chunk of their own, loaded when a form link is first
 * clicked: every page has the host (in the shell), few open a form (ADR 058).
 */
const ModalFormDialog = lazy(() => import('./ModalFormDialog.tsx'))

/**
 * spec 1 §2 Modal form overlay: one modal form at a time, opened by a form link with the form id,
 * hidden fields, title and layout; closing clears them and gives focus back to the link.
 */
export function ModalFormHost({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<(FormRequest & { key: number }) | null>(null)
  const opener = useRef<HTMLElement | null>(null)
  const next = useRef(1)
  const open = useCallback<OpenForm>((form, from) => {
    opener.current = from
    setRequest({ ...form, key: next.current++ })
  }, [])
  const closed = useCallback(() => {
    setRequest(null)
    const element = opener.current
    opener.current = null
    // The dialog gives focus back on close too, but only while the opener is still focused there.
    if (element?.isConnected) element.focus()
  }, [])
  return (
    <OpenFormContext value={open}>
      {children}
      {request && (
        <Suspense>
          <ModalFormDialog key={request.key} request={request} onClosed={closed} />
        </Suspense>
      )}
    </OpenFormContext>
  )
}
