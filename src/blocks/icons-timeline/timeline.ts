/**
 * spec 2 §3.7 Icons Timeline, keyboard rule of its tab list (WAI-ARIA tabs pattern): the arrow
 * pointing to the inline end chooses the next entry (left in right-to-left pages), wrapping round;
 * Home and End choose the first and last. Other keys change nothing (null).
 */
export function entryAfterKey(key: string, current: number, count: number, rtl: boolean): number | null {
  if (count <= 0) return null
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
  switch (key) {
    case forward:
      return (current + 1) % count
    case backward:
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return null
  }
}
