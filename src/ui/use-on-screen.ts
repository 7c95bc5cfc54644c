import { type RefObject, useEffect, useState } from 'react'

/**
 * Whether the element is on screen at all, watched again whenever `source` changes (another
 * element mounted); true until the browser tells, and where it cannot. What moves by itself (a
 * background video, a carousel's autoplay) rests while nobody can see it.
 */
export function useOnScreen(ref: RefObject<Element | null>, source?: unknown) {
  const [onScreen, setOnScreen] = useState(true)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)))
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, source])
  return onScreen
}
