import { useCallback, useState, type ImgHTMLAttributes, type ReactNode } from 'react'

/**
 * A vehicle's photo that gives way to `fallback` (its NoPhoto placeholder) when the picture cannot
 * be shown: a feed may name a URL that answers 404, and a broken image is worse than the
 * placeholder. The server renders the image, so the markup hydrates as it was sent.
 *
 * @example <VehiclePhoto src={photo.src} alt="" fallback={<NoPhoto label={t['showroom.no_photo']} />} />
 */
export function VehiclePhoto({
  fallback,
  alt,
  ...image
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; fallback: ReactNode }) {
  // The src that failed: another photo in the same place (a gallery's next) starts over.
  const [failed, setFailed] = useState<string | null>(null)
  // NOTE: an image that failed before the page hydrated fired its error event with no handler
  // attached, so the element is checked once when attached: complete with no width is broken,
  // unless decode() succeeds (an SVG without a size of its own).
  const attached = useCallback((img: HTMLImageElement | null) => {
    if (!img?.complete || img.naturalWidth > 0) return
    const src = img.getAttribute('src')
    img.decode().catch(() => setFailed(src))
  }, [])
  if (failed === image.src) return fallback
  return <img {...image} alt={alt} ref={attached} onError={() => setFailed(image.src)} />
}
