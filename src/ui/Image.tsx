import { createContext, useContext } from 'react'
import { altText, imageSources, objectPosition, type ImageFacts, type ImageFormat, type ImageRatio } from './image.ts'
import { useMediaBase } from './media-base.ts'

/**
 * The media-library facts of the images on the page, looked up by the page's loader. Without a
 * provider (component tests, the 404 page) images are not checked against the library.
 */
export const ImageFactsContext = createContext<Readonly<Record<number, ImageFacts>> | null>(null)

/**
 * Whether the eager images inside are fetched with high priority: those of the page's first
 * block, where the Largest Contentful Paint is (ADR 061). The second block's eager images still
 * load at once, at the browser's own priority, so they do not take a phone's bandwidth from it.
 */
export const HighPriorityImagesContext = createContext(false)

/**
 * A sized, responsive media-library image; lazy unless the block is among the first two, and of
 * high priority when eager in the first block (HighPriorityImagesContext).
 * `alt` is the editor's text for this use; empty falls back to the library's alt, then its title
 * (spec 1 §5). Sizes follow spec 2 §4 Images, including the single 900x500 fallback. A library
 * image's focal point becomes its object-position, so a block that crops it (object-fit: cover)
 * keeps the subject in view (ADR 052).
 */
export function Image(props: {
  id: number
  alt: string
  eager: boolean
  /** One of IMAGE_RATIOS (the delivery makes no others); 16:9 when unset. */
  ratio?: ImageRatio
  sizes?: string
  className?: string
  /** webp for images with transparency (cut-outs); unset: the browser's best format (ADR 061). */
  format?: ImageFormat
}) {
  const library = useContext(ImageFactsContext)
  const facts = library ? (library[props.id] ?? null) : undefined
  const { src, srcSet, width, height } = imageSources(useMediaBase(), props.id, facts, props.ratio ?? '16:9', props.format)
  const position = objectPosition(facts?.focal)
  // The page's largest picture: fetched first, and painted in the same frame as the page around it.
  const first = useContext(HighPriorityImagesContext) && props.eager
  return (
    <img
      className={props.className}
      // A block that knows its crop may centre the point instead, through --fc-object-position.
      style={position ? { objectPosition: `var(--fc-object-position, ${position})` } : undefined}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (props.sizes ?? '100vw') : undefined}
      width={width}
      height={height}
      alt={altText(props.alt, facts ?? undefined)}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      // Async decoding lets the browser show a frame without the picture: right for the others,
      // but it puts the largest paint a frame or more after the first (ADR 061).
      decoding={first ? undefined : 'async'}
    />
  )
}
