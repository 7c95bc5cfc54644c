/**
 * spec 2 §3.7 Seat Slider: the frame under a pointer dragged across the frames, `count` equal
 * strips from the inline start (the right edge in right-to-left pages); outside the stage the
 * nearest end frame.
 */
export function frameAtPointer(pointer: { x: number; left: number; width: number; rtl: boolean }, count: number): number {
  if (count <= 1 || pointer.width <= 0) return 0
  const fromLeft = Math.min(Math.max((pointer.x - pointer.left) / pointer.width, 0), 1)
  const fromStart = pointer.rtl ? 1 - fromLeft : fromLeft
  return Math.min(count - 1, Math.floor(fromStart * count))
}
