// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FocusableButton } from './FocusableButton.tsx'

afterEach(cleanup)

describe('FocusableButton', () => {
  it.each([
    { inactive: false, pressed: 1, ariaDisabled: null },
    { inactive: true, pressed: 0, ariaDisabled: 'true' },
  ])('inactive $inactive: pressed $pressed times, aria-disabled $ariaDisabled, focus kept', ({ inactive, pressed, ariaDisabled }) => {
    const onClick = vi.fn()
    render(
      <FocusableButton inactive={inactive} onClick={onClick}>
        Check
      </FocusableButton>,
    )
    const button = screen.getByRole('button', { name: 'Check' }) as HTMLButtonElement
    button.focus()
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(pressed)
    expect(button.getAttribute('aria-disabled')).toBe(ariaDisabled)
    expect(button.disabled).toBe(false)
    expect(button.type).toBe('button')
    expect(document.activeElement).toBe(button)
  })

  it.each([
    { inactive: false, submitted: 1 },
    { inactive: true, submitted: 0 },
  ])('a submit button, inactive $inactive, submits its form $submitted times', ({ inactive, submitted }) => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <FocusableButton type="submit" inactive={inactive}>
          Send
        </FocusableButton>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(onSubmit).toHaveBeenCalledTimes(submitted)
  })
})
