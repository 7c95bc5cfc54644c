import { useId, useRef, useState } from 'react'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import { formatBytes, MAX_UPLOAD_BYTES, variantWidths, type ImageUse, type LibraryImage } from '~/media/library.ts'
import { errorAt, uploadRequest, useWrite, type ApiProblem } from '~/lib/api-client.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import styles from './backoffice.module.css'
import { TextField } from '~/admin/TextField.tsx'

const API = '/media/api/v2/images'
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'

export interface MediaScreenProps {
  list: { data: LibraryImage[]; meta: { total: number; page: number; per_page: number } }
  search: string
  selected: { image: LibraryImage; usage: ImageUse[] } | null
}

/** The media library (editor contract, Media API): upload, find, describe, see where used, delete. */
export function MediaScreen({ list, search, selected }: MediaScreenProps) {
  const [params] = useSearchParams()
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key)
      else next.set(key, value)
    }
    return `?${next}`
  }
  const cardId = useId()
  const { total, page, per_page: perPage } = list.meta
  const pages = Math.max(1, Math.ceil(total / perPage))
  return (
    <>
      <h1>Media library</h1>
      <UploadForm />
      <SearchForm key={search} value={search} />
      <div className={styles.media}>
        <section aria-label="Images">
          {list.data.length === 0 ? (
            <p className={styles.hint}>{search ? 'No image matches the search.' : 'No images yet.'}</p>
          ) : (
            <ul className={styles.cards}>
              {list.data.map((image) => (
                <li key={image.id}>
                  <Link
                    to={withParams({ image: String(image.id) })}
                    preventScrollReset
                    className={styles.card}
                    aria-current={selected?.image.id === image.id ? 'true' : undefined}
                    // Named by what it shows, the thumbnail's alt text aside (WCAG 2.5.3 Label in Name, issue 12 §10).
                    aria-labelledby={[
                      `${cardId}-${image.id}-title`,
                      `${cardId}-${image.id}-facts`,
                      image.alt ? '' : `${cardId}-${image.id}-alt`,
                    ]
                      .filter(Boolean)
                      .join(' ')}
                  >
                    <img src={image.url} alt={image.alt ?? ''} width={160} height={120} loading="lazy" />
                    <span id={`${cardId}-${image.id}-title`} className={styles.cardTitle}>
                      {image.title ?? image.file_name}
                    </span>
                    <span id={`${cardId}-${image.id}-facts`}>
                      #{image.id} · {image.width}×{image.height} · {formatBytes(image.size_bytes)}
                    </span>
                    {!image.alt && (
                      <span id={`${cardId}-${image.id}-alt`} className={styles.danger}>
                        No alt text
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {/* One page has nowhere to go: only the count (issue 12 §7); a Previous or Next that goes nowhere is plain text. */}
          <nav className={styles.pager} aria-label="Image pages">
            {pages > 1 &&
              (page > 1 ? (
                <Link to={withParams({ page: page === 2 ? null : String(page - 1) })}>Previous</Link>
              ) : (
                <span className={styles.hint}>Previous</span>
              ))}
            <span aria-live="polite">
              Page {page} of {pages} · {total} {total === 1 ? 'image' : 'images'}
            </span>
            {pages > 1 &&
              (page < pages ? <Link to={withParams({ page: String(page + 1) })}>Next</Link> : <span className={styles.hint}>Next</span>)}
          </nav>
        </section>
        {selected && <ImageDetails key={selected.image.id} {...selected} closeLink={withParams({ image: null })} />}
      </div>
    </>
  )
}

function SearchForm({ value }: { value: string }) {
  const id = useId()
  const [, setParams] = useSearchParams()
  const [text, setText] = useState(value)
  return (
    <form
      role="search"
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault()
        setParams((current) => {
          const next = new URLSearchParams(current)
          if (text.trim()) next.set('search', text.trim())
          else next.delete('search')
          next.delete('page')
          return next
        })
      }}
    >
      <label htmlFor={id} className={styles.label}>
        Search images
      </label>
      <input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={100}
        placeholder="Title, alt text, file name or id"
      />
      <button type="submit" className="fc-cta fc-cta--secondary">
        Search
      </button>
    </form>
  )
}

/** Upload with progress; the server checks the content (type and size) and answers what is wrong. */
function UploadForm() {
  const ids = { file: useId(), alt: useId(), title: useId(), heading: useId() }
  const revalidator = useRevalidator()
  const [, setParams] = useSearchParams()
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<ApiProblem[]>([])
  const [done, setDone] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setDone(null)
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      setErrors([{ status: '422', title: 'Choose an image', detail: 'file: choose an image file to upload', source: { pointer: '/file' } }])
      return
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      setErrors([
        {
          status: '413',
          title: 'Image too large',
          detail: `file: the file is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}`,
          source: { pointer: '/file' },
        },
      ])
      return
    }
    setErrors([])
    setProgress(0)
    const result = await uploadRequest<LibraryImage>(API, form, setProgress)
    setProgress(null)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    formRef.current?.reset()
    setDone(`Uploaded image ${result.data.id} (${result.data.width}×${result.data.height}).`)
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('image', String(result.data.id))
      next.delete('page')
      next.delete('search')
      return next
    })
    await revalidator.revalidate()
  }
  const fileError = errorAt(errors, '/file')
  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h2 id={ids.heading}>Upload an image</h2>
      <FormErrors errors={errors.filter((e) => !['/file', '/alt', '/title'].includes(e.source?.pointer ?? ''))} />
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={ids.file}>Image file</label>
          <input
            id={ids.file}
            name="file"
            type="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${ids.file}-hint${fileError ? ` ${ids.file}-error` : ''}`}
          />
          <p id={`${ids.file}-hint`} className={styles.hint}>
            JPEG, PNG, WebP, AVIF or GIF, at most {formatBytes(MAX_UPLOAD_BYTES)}.
          </p>
          <FieldError id={`${ids.file}-error`} message={fileError} />
        </div>
        <TextField
          maxLength={300}
          id={ids.alt}
          name="alt"
          label="Alt text"
          errors={errors}
          hint="What the image shows, for people who cannot see it."
        />
        <TextField maxLength={300} id={ids.title} name="title" label="Title" errors={errors} hint="Empty: taken from the file name." />
      </div>
      {progress !== null && (
        <label className={styles.field}>
          Uploading…{' '}
          <progress className={styles.progress} max={1} value={progress}>
            {Math.round(progress * 100)}%
          </progress>
        </label>
      )}
      {done && (
        <p role="status" className={styles.status}>
          {done}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="fc-cta fc-cta--primary" disabled={progress !== null}>
          Upload
        </button>
      </div>
    </form>
  )
}

function ImageDetails({ image, usage, closeLink }: { image: LibraryImage; usage: ImageUse[]; closeLink: string }) {
  const ids = { heading: useId(), alt: useId(), title: useId() }
  const texts = useWrite()
  const removal = useWrite()
  const [saved, setSaved] = useState(false)
  const [, setParams] = useSearchParams()
  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const result = await texts.run('PATCH', `${API}/${image.id}`, {
      alt: String(form.get('alt') ?? ''),
      title: String(form.get('title') ?? ''),
    })
    setSaved(result.ok)
  }
  const remove = async () => {
    if (!window.confirm(`Delete image ${image.id}? This cannot be undone.`)) return
    const result = await removal.run('DELETE', `${API}/${image.id}`)
    if (result.ok)
      setParams((current) => {
        const next = new URLSearchParams(current)
        next.delete('image')
        return next
      })
  }
  return (
    <section className={styles.details} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>Image {image.id}</h2>
      <div className={styles.preview}>
        <img src={`${API}/${image.id}/w/640.jpg`} alt={image.alt ?? ''} width={320} height={240} />
      </div>
      <dl className={styles.facts}>
        <dt>File</dt>
        <dd>{image.file_name}</dd>
        <dt>Type</dt>
        <dd>{image.mime_type}</dd>
        <dt>Size</dt>
        <dd>
          {image.width}×{image.height} px, {formatBytes(image.size_bytes)}
        </dd>
      </dl>
      <div>
        <p className={styles.label}>Preset sizes</p>
        {variantWidths(image.width).length === 0 ? (
          <p className={styles.hint}>Smaller than the smallest preset (320 px); served enlarged at the preset widths.</p>
        ) : (
          <ul className={styles.sizes}>
            {variantWidths(image.width).map((w) => (
              <li key={w}>
                <a href={`${API}/${image.id}/w/${w}.jpg`} target="_blank" rel="noreferrer">
                  {w} × {Math.round((w * image.height) / image.width)}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.hint}>
          Only the sizes the site uses are served: {API}/{image.id}/w/&#123;width&#125;[/h/&#123;height&#125;][.jpg|webp|avif|png]; without
          a format the browser gets AVIF or WebP when it accepts them.
        </p>
      </div>

      <form className={styles.fieldset} onSubmit={save} noValidate>
        <FormErrors errors={texts.errors.filter((e) => !['/alt', '/title'].includes(e.source?.pointer ?? ''))} />
        <TextField maxLength={300} id={ids.alt} name="alt" label="Alt text" value={image.alt} errors={texts.errors} />
        <TextField maxLength={300} id={ids.title} name="title" label="Title" value={image.title} errors={texts.errors} />
        <div className={styles.actions}>
          <button type="submit" className="fc-cta fc-cta--primary" disabled={texts.busy}>
            Save texts
          </button>
          {saved && (
            <span role="status" className={styles.status}>
              Saved.
            </span>
          )}
        </div>
      </form>

      <div>
        <p className={styles.label}>Where it is used</p>
        {usage.length === 0 ? (
          <p>Not used on any page.</p>
        ) : (
          <ul>
            {usage.map((u) => (
              <li key={u.page_id}>
                <a href={u.path}>{u.title ?? u.path}</a> <code>{u.path}</code>
                {u.in_published ? '' : ' (draft only)'}
                {u.in_published && u.in_draft ? ' (also in the draft)' : ''}
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormErrors errors={removal.errors} />
      <div className={styles.actions}>
        <button
          type="button"
          className="fc-cta fc-cta--secondary"
          onClick={remove}
          disabled={usage.length > 0 || removal.busy}
          aria-describedby={usage.length > 0 ? `${ids.heading}-used` : undefined}
        >
          Delete image
        </button>
        {usage.length > 0 && (
          <span id={`${ids.heading}-used`} className={styles.hint}>
            Used images cannot be deleted.
          </span>
        )}
        <Link to={closeLink} preventScrollReset>
          Close
        </Link>
      </div>
    </section>
  )
}
