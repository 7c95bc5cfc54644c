import { useEffect, useRef, useState } from 'react'
import type { ImageFacts } from '~/ui/image.ts'

/** One image's facts from the library's delivery (`GET {mediaBase}/api/v2/images/{id}`); null when it has none. */
async function fetchImageFacts(mediaBase: string, id: number): Promise<ImageFacts | null> {
  const response = await fetch(`${mediaBase}/api/v2/images/${id}`, { headers: { accept: 'application/json' } })
  if (!response.ok) return null
  const { data } = (await response.json()) as { data: ImageFacts }
  return { width: data.width, height: data.height, alt: data.alt, title: data.title, focal: data.focal ?? null }
}

/**
 * The library's facts of the images the edited page shows, asked for as they appear: the canvas
 * then sizes, crops and places them as the published page does (its loader gives the same facts;
 * the copy over a hero takes the side its picture's subject leaves open, ADR 052). Null until the
 * first answer: unknown, so pictures keep their full set of sizes meanwhile. An image the library
 * does not hold is left out, as the published page leaves it out.
 */
export function useEditorImageFacts(ids: readonly number[], mediaBase: string): Readonly<Record<number, ImageFacts>> | null {
  const [facts, setFacts] = useState<Readonly<Record<number, ImageFacts>> | null>(null)
  const asked = useRef(new Set<number>())
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',')
  useEffect(() => {
    const missing = (key ? key.split(',').map(Number) : []).filter((id) => !asked.current.has(id))
    if (missing.length === 0) return
    for (const id of missing) asked.current.add(id)
    void Promise.all(
      missing.map((id) =>
        fetchImageFacts(mediaBase, id).then(
          (found) => [id, found] as const,
          () => {
            // Asked again with the next change: a network failure says nothing about the image.
            asked.current.delete(id)
            return [id, null] as const
          },
        ),
      ),
    ).then((answers) => setFacts((current) => ({ ...current, ...Object.fromEntries(answers.filter(([, found]) => found !== null)) })))
  }, [key, mediaBase])
  return facts
}
