import { createContext, useContext } from 'react'
import { altText, imageSources, objectPosition, type ImageFacts, type ImageFormat, type ImageRatio } from './image.ts'
import { useMediaBase } from './media-base.ts'

/**
 * The media-library facts of the images on the page, looked up by the page's loader. Without a
 * provider (component tests, the 404 page) images are not checked against the library.
 */
export const ImageFactsContext = createContext<Readonly<Record<number, ImageFacts>> | null>(null)

/**
 * A sized, responsive media-library image; lazy unless the block is among the first two.
 * `alt` is the editor's text for this use; empty falls back to the library's alt, then its title
 * (spec 1 §5). Sizes follow spec 2 §4 Images, including the single 900x500 fallback. A library
 * image's focal point becomes its object-position, so a block that crops it (object-fit: cover)
 * keeps the subject in view (issue 12 §13, ADR 052).
 */
export function Image(props: {
  id: number
  alt: string
  eager: boolean
  /** One of IMAGE_RATIOS (the delivery makes no others); 16:9 when unset. */
  ratio?: ImageRatio
  sizes?: string
  className?: string
  /** webp for images with transparency (cut-outs); jpg otherwise. */
  format?: ImageFormat
}) {
  const library = useContext(ImageFactsContext)
  const facts = library ? (library[props.id] ?? null) : undefined
  const { src, srcSet, width, height } = imageSources(useMediaBase(), props.id, facts, props.ratio ?? '16:9', props.format)
  const position = objectPosition(facts?.focal)
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
      fetchPriority={props.eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
