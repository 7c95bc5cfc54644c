import { type RefObject, useEffect } from 'react'

/**
 * Keeps a custom property of the root at the element's height in px while it is mounted and
 * `shown` (the stylesheet's default after), for the stylesheets to work out what sticks below it
 * and where the browser scrolls a focused field or an anchor to (the root's scroll-padding,
 * src/app/shell/global.css). `shown` is for an element its owner renders only at times.
 */
export function useRootHeight(ref: RefObject<HTMLElement | null>, property: `--${string}`, shown = true) {
  useEffect(() => {
    const element = ref.current
    if (!shown || !element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty(property, `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty(property)
    }
  }, [ref, property, shown])
}
