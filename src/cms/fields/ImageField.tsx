import { useEffect, useState } from 'react'
import type { ImageValue } from '~/blocks/fields.ts'
import { shown } from './BasicFields.tsx'
import { FieldShell } from './FieldShell.tsx'
import { fetchImageList, imageThumbnailUrl, sizeValue, type MediaImage } from './media.ts'
import type { FieldEditorProps } from './types.ts'
import styles from './Fields.module.css'
import { useMediaBase } from '~/ui/media-base.ts'
import { Modal } from '~/ui/Modal.tsx'

/** The value without empty optional parts, so the stored JSON stays minimal. */
const imageValue = (id: number, alt: string | undefined, size: string | undefined): ImageValue => ({
  id,
  ...(alt ? { alt } : {}),
  ...(size ? { size } : {}),
})

/**
 * Rdx::Core::Fields::Image: the chosen library image, a media picker dialog, the alt text
 * (attrs.withAlt) and the size preset (attrs.sizes, spec 1 §9). Value `{id, alt?, size?}` or null.
 */
export function ImageField(props: FieldEditorProps<ImageValue | null>) {
  const { definition, id, name, onChange, readOnly, options } = props
  const value = shown(props) ?? null
  const marketMedia = useMediaBase()
  const mediaBase = options.mediaBase ?? marketMedia
  const sizes = definition.attrs.sizes ?? []
  const [picking, setPicking] = useState(false)
  const title = useImageTitle(mediaBase, value?.id ?? null)
  return (
    <FieldShell definition={definition} id={id} name={name} group>
      {(a11y) => (
        <div className={styles.stack}>
          <div className={styles.preview}>
            {value ? (
              <img className={styles.thumb} src={imageThumbnailUrl(mediaBase, value.id)} alt="" />
            ) : (
              <span className={styles.muted}>No image</span>
            )}
            {value && <span>{title ?? `Image ${value.id}`}</span>}
          </div>
          <div className={styles.row}>
            <button
              type="button"
              id={a11y.id}
              className={styles.button}
              disabled={readOnly}
              aria-describedby={a11y['aria-describedby']}
              onClick={() => setPicking(true)}
            >
              {value ? 'Change image' : 'Choose image'}
            </button>
            {value && (
              <button type="button" className={styles.button} disabled={readOnly} onClick={() => onChange(null)}>
                Remove image
              </button>
            )}
          </div>
          {value && definition.attrs.withAlt && (
            <label className={styles.sub}>
              <span className={styles.subLabel}>Alt text</span>
              <input
                className={styles.input}
                type="text"
                value={value.alt ?? ''}
                readOnly={readOnly}
                maxLength={300}
                onChange={(e) => onChange(imageValue(value.id, e.target.value, value.size))}
              />
            </label>
          )}
          {value && sizes.length > 0 && (
            <label className={styles.sub}>
              <span className={styles.subLabel}>Size</span>
              <select
                className={styles.select}
                value={value.size ?? ''}
                disabled={readOnly}
                onChange={(e) => onChange(imageValue(value.id, value.alt, e.target.value || undefined))}
              >
                <option value="">Automatic (all sizes)</option>
                {sizes.map((size) => (
                  <option key={sizeValue(size)} value={sizeValue(size)}>
                    {size.w} × {size.h}
                  </option>
                ))}
              </select>
            </label>
          )}
          {picking && (
            <ImagePickerDialog
              mediaBase={mediaBase}
              title={`Choose an image: ${definition.label}`}
              chosen={value?.id ?? null}
              onClose={() => setPicking(false)}
              onChoose={(image) => {
                setPicking(false)
                // The library's alt text until the editor writes one for this use; another image
                // takes its own (the last one's text described a different picture).
                const alt = image.id === value?.id ? value.alt : undefined
                onChange(imageValue(image.id, alt || image.alt || undefined, value?.size))
              }}
            />
          )}
        </div>
      )}
    </FieldShell>
  )
}

/** The library's title of the chosen image, to show beside its thumbnail; null until known. */
function useImageTitle(mediaBase: string, imageId: number | null): string | null {
  const [known, setKnown] = useState<{ id: number; title: string | null } | null>(null)
  useEffect(() => {
    if (imageId === null) return
    const controller = new AbortController()
    fetch(`${mediaBase}/api/v2/images/${imageId}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: { title?: string | null } } | null) => setKnown({ id: imageId, title: body?.data?.title || null }))
      .catch(() => {})
    return () => controller.abort()
  }, [mediaBase, imageId])
  return known?.id === imageId ? known.title : null
}

type ListState = { images: MediaImage[]; total: number; page: number; loading: boolean; error: string | null }

/**
 * The media library on the one modal primitive: search, pick one image, or cancel (Cancel in view,
 * Escape or the backdrop).
 */
export function ImagePickerDialog({
  mediaBase,
  title,
  chosen,
  onChoose,
  onClose,
}: {
  mediaBase: string
  title: string
  chosen: number | null
  onChoose: (image: MediaImage) => void
  onClose: () => void
}) {
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState({ search: '', page: 1 })
  const [list, setList] = useState<ListState>({ images: [], total: 0, page: 0, loading: true, error: null })

  useEffect(() => {
    const controller = new AbortController()
    fetchImageList(mediaBase, query.search, query.page, controller.signal).then(
      (answer) =>
        setList((previous) => ({
          images: query.page === 1 ? answer.data : [...previous.images, ...answer.data],
          total: answer.meta.total,
          page: answer.meta.page,
          loading: false,
          error: null,
        })),
      (error: Error) => {
        if (!controller.signal.aborted) setList((previous) => ({ ...previous, loading: false, error: error.message }))
      },
    )
    return () => controller.abort()
  }, [mediaBase, query])

  const searchLibrary = () => {
    setList((previous) => ({ ...previous, loading: true }))
    setQuery({ search: search.trim(), page: 1 })
  }

  return (
    <Modal open onClose={onClose} title={title} closeButton={false} className={styles.dialog}>
      {/* Not a <form>: the dialog sits inside the editor's field form, and Chromium stops a nested
          form's submit at the outer one, so React never saw it and the browser left the editor. */}
      <div role="search" className={styles.row}>
        <label className={styles.sub}>
          <span className={styles.subLabel}>Search images</span>
          <input
            className={styles.input}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return
              e.preventDefault() // else Enter submits the editor's field form
              searchLibrary()
            }}
          />
        </label>
        <button type="button" className={styles.button} onClick={searchLibrary}>
          Search
        </button>
      </div>
      {list.error && (
        <p className={styles.error} role="alert">
          {list.error}
        </p>
      )}
      {!list.loading && !list.error && list.images.length === 0 && <p>No images found.</p>}
      <ul className={styles.images} aria-busy={list.loading}>
        {list.images.map((image) => (
          <li key={image.id}>
            <button type="button" className={styles.imageChoice} aria-pressed={image.id === chosen} onClick={() => onChoose(image)}>
              <img src={image.url} alt="" loading="lazy" />
              <span>{image.title || image.file_name || `Image ${image.id}`}</span>
              {image.width && image.height ? (
                <span className={styles.muted}>
                  {image.width} × {image.height}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {list.loading && <p aria-live="polite">Loading images…</p>}
      <div className={styles.row}>
        {!list.loading && list.images.length < list.total && (
          <button
            type="button"
            className={styles.button}
            onClick={() => {
              setList((previous) => ({ ...previous, loading: true }))
              setQuery((previous) => ({ ...previous, page: list.page + 1 }))
            }}
          >
            More images
          </button>
        )}
        <button type="button" className={styles.button} onClick={onClose}>
          Cancel
        </button>
      </div>
    </Modal>
  )
}
