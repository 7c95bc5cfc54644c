import type { ComponentProps } from 'react'

/**
 * A button that cannot act for now (busy, or at its limit) yet keeps the keyboard's focus:
 * `aria-disabled`, not `disabled`, since a disabled button drops the focus to the page, or out of
 * the dialog it is in. Its presses do nothing while `inactive`; a submit button's press does not
 * submit its form either (nor does Enter in one of its fields, which presses it).
 */
export function FocusableButton({ inactive, onClick, type = 'button', ...props }: ComponentProps<'button'> & { inactive: boolean }) {
  return (
    <button
      type={type}
      {...props}
      aria-disabled={inactive || undefined}
      onClick={(event) => {
        if (inactive) event.preventDefault()
        else onClick?.(event)
      }}
    />
  )
}
