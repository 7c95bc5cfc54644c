import { useId, useRef, useState } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { Link, useRevalidator, useSearchParams } from 'react-router'
import { EmptyState } from '~/admin/EmptyState.tsx'
import { useFeedback } from '~/admin/feedback.tsx'
import { keepingFocus, useFocusWhenOpened } from '~/admin/focus.ts'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { failureText } from '~/admin/problem-text.ts'
import { TextField } from '~/admin/TextField.tsx'
import { useAction } from '~/admin/use-action.ts'
import {
  formatBytes,
  imageThumbnailUrl,
  MAX_UPLOAD_BYTES,
  MAX_VARIANT_HEIGHT,
  variantSize,
  variantWidths,
  vehiclesText,
  type ImageUse,
  type LibraryImage,
  type VehicleUses,
} from '~/media/library.ts'
import { VARIANT_WIDTHS } from '~/ui/image.ts'
import { uploadRequest, type ApiProblem } from '~/lib/api-client.ts'
import { ApiLink } from '~/admin/ApiLink.tsx'
import { FieldError } from '~/ui/FormErrors.tsx'
import forms from '~/ui/forms.module.css'
import styles from './backoffice.module.css'

const API = '/media/api/v2/images'
const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif,image/gif'

export interface MediaScreenProps {
  /** The market's media library: `/media`, or `/ar/media` for a market under `/ar` (its image ids are its own). */
  mediaBase: string
  list: { data: LibraryImage[]; meta: { total: number; page: number; per_page: number } }
  search: string
  selected: { image: LibraryImage; usage: ImageUse[]; vehicles: VehicleUses } | null
}

/** The media library (editor contract, Media API): upload, find, describe, see where used, delete. */
export function MediaScreen({ mediaBase, list, search, selected }: MediaScreenProps) {
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
      <PageHeader title="Media library">Images for pages and blocks: upload them, describe them, see where each is used.</PageHeader>
      <UploadForm />
      <SearchForm key={search} value={search} />
      <div className={styles.media}>
        {/* First in the page: on a phone the image tapped opens above the cards, not below them all. */}
        {selected && <ImageDetails key={selected.image.id} {...selected} mediaBase={mediaBase} closeLink={withParams({ image: null })} />}
        <section aria-label="Images" className={styles.list}>
          {list.data.length === 0 ? (
            search ? (
              <EmptyState title={`No image matches “${search}”.`}>Try other words, or clear the search.</EmptyState>
            ) : (
              <EmptyState title="No images yet.">Upload the first above.</EmptyState>
            )
          ) : (
            <ul className={styles.cards}>
              {list.data.map((image) => (
                <li key={image.id}>
                  <Link
                    to={withParams({ image: String(image.id) })}
                    preventScrollReset
                    className={styles.card}
                    aria-current={selected?.image.id === image.id ? 'true' : undefined}
                    // Named by what it shows, the thumbnail's alt text aside (WCAG 2.5.3 Label in Name).
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
                      <span id={`${cardId}-${image.id}-alt`} className={forms.danger}>
                        No alt text
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {/* One page has nowhere to go: only the count; a Previous or Next that goes nowhere is plain text. */}
          <nav className={styles.pager} aria-label="Image pages">
            {pages > 1 &&
              (page > 1 ? (
                <Link to={withParams({ page: page === 2 ? null : String(page - 1) })}>Previous</Link>
              ) : (
                <span className={forms.hint}>Previous</span>
              ))}
            <span aria-live="polite">
              Page {page} of {pages} · {total} {total === 1 ? 'image' : 'images'}
            </span>
            {pages > 1 &&
              (page < pages ? <Link to={withParams({ page: String(page + 1) })}>Next</Link> : <span className={forms.hint}>Next</span>)}
          </nav>
        </section>
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
      className={forms.inline}
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
      <label htmlFor={id}>Search images</label>
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
  const { success, failure } = useFeedback()
  const [, setParams] = useSearchParams()
  const [progress, setProgress] = useState<number | null>(null)
  const [errors, setErrors] = useState<ApiProblem[]>([])
  const formRef = useRef<HTMLFormElement>(null)
  const refuse = (problems: ApiProblem[]) => {
    setErrors(problems)
    failure(failureText('Image not uploaded', problems))
  }

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0)
      return refuse([
        {
          status: '422',
          title: 'Choose an image',
          // A file of no bytes was chosen all the same: said so, not "choose one".
          detail: file instanceof File && file.name ? `file: ${file.name} is empty (0 bytes)` : 'file: choose an image file to upload',
          source: { pointer: '/file' },
        },
      ])
    if (file.size > MAX_UPLOAD_BYTES)
      return refuse([
        {
          status: '413',
          title: 'Image too large',
          detail: `file: the file is ${formatBytes(file.size)}; the limit is ${formatBytes(MAX_UPLOAD_BYTES)}`,
          source: { pointer: '/file' },
        },
      ])
    setErrors([])
    setProgress(0)
    const result = await keepingFocus(() => uploadRequest<LibraryImage>(API, form, setProgress))
    setProgress(null)
    if (!result.ok) return refuse(result.errors)
    formRef.current?.reset()
    success(`Uploaded image ${result.data.id} (${result.data.width}×${result.data.height}).`)
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set('image', String(result.data.id))
      next.delete('page')
      next.delete('search')
      return next
    })
    await revalidator.revalidate()
  }
  const fileError = fieldErrorAt(errors, '/file')
  return (
    <form ref={formRef} className={forms.form} onSubmit={submit} aria-labelledby={ids.heading} noValidate>
      <h2 id={ids.heading}>Upload an image</h2>
      <div className={forms.grid}>
        <div className={forms.field}>
          <label htmlFor={ids.file}>Image file</label>
          <input
            id={ids.file}
            name="file"
            type="file"
            accept={ACCEPT}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${ids.file}-hint${fileError ? ` ${ids.file}-error` : ''}`}
          />
          <p id={`${ids.file}-hint`} className={forms.hint}>
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
        <label className={forms.field}>
          Uploading…{' '}
          <progress className={styles.progress} max={1} value={progress}>
            {Math.round(progress * 100)}%
          </progress>
        </label>
      )}
      <div className={forms.actions}>
        <button type="submit" className="fc-cta fc-cta--primary" disabled={progress !== null}>
          Upload
        </button>
      </div>
    </form>
  )
}

function ImageDetails({
  image,
  usage,
  vehicles,
  mediaBase,
  closeLink,
}: {
  image: LibraryImage
  usage: ImageUse[]
  vehicles: VehicleUses
  mediaBase: string
  closeLink: string
}) {
  const ids = { heading: useId(), alt: useId(), title: useId() }
  const used = usage.length > 0 || vehicles.count > 0
  const texts = useAction()
  const removal = useAction()
  const { confirm } = useFeedback()
  const [, setParams] = useSearchParams()
  // The card chosen hands focus to its details (above the cards on a phone: they scroll into view).
  const section = useRef<HTMLElement>(null)
  useFocusWhenOpened(section)
  const save = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    await texts.run('PATCH', `${API}/${image.id}`, {
      body: { alt: String(form.get('alt') ?? ''), title: String(form.get('title') ?? '') },
      done: `Saved the texts of image ${image.id}.`,
      failed: `Texts of image ${image.id} not saved`,
    })
  }
  const remove = async () => {
    if (!(await confirm({ title: `Delete image ${image.id}?`, body: 'This cannot be undone.', action: 'Delete' }))) return
    const result = await removal.run('DELETE', `${API}/${image.id}`, {
      done: `Deleted image ${image.id}.`,
      failed: `Image ${image.id} not deleted`,
    })
    if (result.ok)
      setParams((current) => {
        const next = new URLSearchParams(current)
        next.delete('image')
        return next
      })
  }
  return (
    <section ref={section} className={styles.details} aria-labelledby={ids.heading} tabIndex={-1}>
      <h2 id={ids.heading}>Image {image.id}</h2>
      <div className={styles.preview}>
        <img src={imageThumbnailUrl(image.id, 640, mediaBase)} alt={image.alt ?? ''} width={320} height={240} />
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
        <p className={forms.label}>Preset sizes</p>
        {variantWidths(image.width).length === 0 ? (
          <p className={forms.hint}>{narrowImageHint(image)}</p>
        ) : (
          <ul className={styles.sizes}>
            {variantWidths(image.width).map((w) => (
              <li key={w}>
                <a href={imageThumbnailUrl(image.id, w, mediaBase)} target="_blank" rel="noreferrer">
                  {sizeText(variantSize(image, w))}
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={forms.hint}>
          Only the sizes the site uses are served: {mediaBase}/api/v2/images/{image.id}
          /w/&#123;width&#125;[/h/&#123;height&#125;][.jpg|webp|avif|png]; without a format the browser gets AVIF or WebP when it accepts
          them.
        </p>
      </div>

      <form className={forms.fieldset} onSubmit={save} noValidate aria-label={`Texts of image ${image.id}`}>
        <TextField maxLength={300} id={ids.alt} name="alt" label="Alt text" value={image.alt} errors={texts.errors} />
        <TextField maxLength={300} id={ids.title} name="title" label="Title" value={image.title} errors={texts.errors} />
        <div className={forms.actions}>
          <button type="submit" className="fc-cta fc-cta--primary" disabled={texts.busy}>
            Save texts
          </button>
        </div>
      </form>

      <div>
        <p className={forms.label}>Where it is used</p>
        {usage.length === 0 && vehicles.count === 0 ? (
          <p>Not used on any page or stock vehicle.</p>
        ) : (
          <ul>
            {usage.map((u) => (
              <li key={u.page_id}>
                <ApiLink path={u.path}>{u.title ?? u.path}</ApiLink> <code>{u.path}</code>
                {u.in_published ? '' : ' (draft only)'}
                {u.in_published && u.in_draft ? ' (also in the draft)' : ''}
              </li>
            ))}
            {vehicles.count > 0 && <li>In {vehiclesText(vehicles)}</li>}
          </ul>
        )}
      </div>
      <div className={forms.actions}>
        <button
          type="button"
          className="fc-cta fc-cta--secondary"
          onClick={remove}
          disabled={used || removal.busy}
          aria-describedby={used ? `${ids.heading}-used` : undefined}
        >
          Delete image
        </button>
        {used && (
          <span id={`${ids.heading}-used`} className={forms.hint}>
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

const sizeText = ({ width, height }: { width: number; height: number }) => `${width} × ${height}`

/** What the site serves of a picture narrower than every preset: enlarged, unless its height bounds it first. */
function narrowImageHint(image: { width: number; height: number }): string {
  const smallest = VARIANT_WIDTHS[0]
  const served = variantSize(image, smallest)
  return served.width < smallest
    ? `Smaller than the smallest preset (${smallest} px) and too tall to be enlarged: served at most ${sizeText(served)} (variants are at most ${MAX_VARIANT_HEIGHT.toLocaleString('en-GB')} px tall).`
    : `Smaller than the smallest preset (${smallest} px); served enlarged at the preset widths.`
}
