type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'

/** The heading level below `tag` (h6 stays h6), for a sub-heading under the block title. */
export const headingBelow = (tag: HeadingTag): HeadingTag => `h${Math.min(Number(tag[1]) + 1, 6)}` as HeadingTag
