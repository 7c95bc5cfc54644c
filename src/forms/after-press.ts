/** Whether a pointer is pressed in the page: from its `pointerdown` to its `pointerup` or `pointercancel`. */
let pressed = false
if (typeof window !== 'undefined') {
  const release = () => {
    pressed = false
  }
  window.addEventListener('pointerdown', () => (pressed = true), true)
  window.addEventListener('pointerup', release, true)
  window.addEventListener('pointercancel', release, true)
}
const pressing = () => pressed

/**
 * A field's blur, held back while a press is under way. Pressing another control (the consent box
 * under a phone field) takes the focus at the press; the message the blur's check brings in
 * pushed that control down before the release, and the click missed it. So the blur runs once the
 * press ends, after its click has landed (a task later); with no press (Tab, a tap already
 * released) it runs at once.
 * @example <input onBlur={() => afterPress(field.onBlur)} />
 */
export function afterPress(run: () => void, isPressing: () => boolean = pressing): void {
  if (!isPressing()) return run()
  const release = () => {
    window.removeEventListener('pointerup', release, true)
    window.removeEventListener('pointercancel', release, true)
    setTimeout(run, 0)
  }
  window.addEventListener('pointerup', release, true)
  window.addEventListener('pointercancel', release, true)
}
