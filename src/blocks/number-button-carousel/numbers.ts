/**
 * spec 2 §3.7 Number Button Carousel: the label of slide `index`'s button, its 1-based number
 * with a leading zero below 10 ("01", "02" … "10"), so the buttons line up.
 */
export const slideNumber = (index: number): string => String(index + 1).padStart(2, '0')
