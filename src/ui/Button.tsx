import { Link } from 'react-router'
import { useOpenForm, type FormRequest } from './form-request.ts'
import { videoSource } from './video.ts'
import { useOpenVideo, type VideoRequest } from './VideoModal.tsx'
import { useResolvedUrl } from './link-resolution.ts'
import styles from './Button.module.css'

export type UiType = 'primary' | 'secondary' | 'tertiary'

/** spec 1 §5: tertiary buttons are always small. */
export const buttonSize = (uiType: UiType, size: 'medium' | 'small' = 'medium') => (uiType === 'tertiary' ? 'small' : size)

/** The look of a button in a ui type, for a plain `<button>` (a dialog's actions). */
export const buttonClassName = (uiType: UiType, size: 'medium' | 'small' = 'medium') =>
  `${styles.button} ${styles[uiType]} ${styles[buttonSize(uiType, size)]}`

/**
 * An internal path goes through the router; a video link (spec 1 §4: video-modal links) opens the
 * video modal, staying a plain link without JS; a form link (`form`) is a button opening the modal
 * form (spec 1 §2); anything else is a plain anchor.
 */
export function ButtonLink(props: {
  url: string
  label: string
  uiType?: UiType
  size?: 'medium' | 'small'
  target?: '_self' | '_blank'
  external?: boolean
  /** What the video modal shows around a video link (an empty header: the label). */
  video?: Pick<VideoRequest, 'header' | 'description'>
  /** Replaces the button look, for a link its block styles (e.g. a card's name that links the card). */
  className?: string
  /** A form link's modal form (formRequestOf): the button opens it. */
  form?: FormRequest | null
}) {
  const uiType = props.uiType ?? 'primary'
  const className = props.className ?? `${styles.button} ${styles[uiType]} ${styles[buttonSize(uiType, props.size)]}`
  const newWindow = props.target === '_blank'
  const openVideo = useOpenVideo()
  const openForm = useOpenForm()
  // A predefined link's '{lang}' and pass-through parameters (spec 1 §7; ADR 170).
  const url = useResolvedUrl(props.url)
  if (props.form) {
    const form = props.form
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) => openForm?.({ ...form, title: form.title || props.label }, event.currentTarget)}
      >
        {props.label}
      </button>
    )
  }
  if (openVideo && videoSource(url)) {
    return (
      <a
        className={className}
        href={url}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault()
          openVideo({ url, header: props.video?.header || props.label, description: props.video?.description })
        }}
      >
        {props.label}
      </a>
    )
  }
  if (props.external || newWindow || !url.startsWith('/')) {
    return (
      <a className={className} href={url} target={newWindow ? '_blank' : undefined} rel={newWindow ? 'noopener noreferrer' : undefined}>
        {props.label}
      </a>
    )
  }
  return (
    <Link className={className} to={url} prefetch="intent">
      {props.label}
    </Link>
  )
}
