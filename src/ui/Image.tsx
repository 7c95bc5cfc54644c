import { HERO_WIDTHS, imageSrcSet, imageUrl, MEDIA_BASE } from './image.ts'

/** A sized, responsive media-library image; lazy unless the block is among the first two. */
export function Image(props: {
  id: number
  alt: string
  eager: boolean
  ratio?: number
  sizes?: string
  className?: string
}) {
  const ratio = props.ratio ?? 16 / 9
  const widest = HERO_WIDTHS[HERO_WIDTHS.length - 1]!
  return (
    <img
      className={props.className}
      src={imageUrl(MEDIA_BASE, props.id, widest, Math.round(widest / ratio))}
      srcSet={imageSrcSet(MEDIA_BASE, props.id, HERO_WIDTHS, ratio)}
      sizes={props.sizes ?? '100vw'}
      width={widest}
      height={Math.round(widest / ratio)}
      alt={props.alt}
      loading={props.eager ? 'eager' : 'lazy'}
      fetchPriority={props.eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
