import { Link } from 'react-router'
import styles from './Button.module.css'

export type UiType = 'primary' | 'secondary' | 'tertiary'

/** spec 1 §5: tertiary buttons are always small. */
export const buttonSize = (uiType: UiType, size: 'medium' | 'small' = 'medium') =>
  uiType === 'tertiary' ? 'small' : size

/** An internal path goes through the router; anything else is a plain anchor. */
export function ButtonLink(props: {
  url: string
  label: string
  uiType?: UiType
  size?: 'medium' | 'small'
  target?: '_self' | '_blank'
  external?: boolean
}) {
  const uiType = props.uiType ?? 'primary'
  const className = `${styles.button} ${styles[uiType]} ${styles[buttonSize(uiType, props.size)]}`
  const newWindow = props.target === '_blank'
  if (props.external || newWindow || !props.url.startsWith('/')) {
    return (
      <a className={className} href={props.url} target={newWindow ? '_blank' : undefined}
        rel={newWindow ? 'noopener noreferrer' : undefined}>
        {props.label}
      </a>
    )
  }
  return <Link className={className} to={props.url} prefetch="intent">{props.label}</Link>
}
