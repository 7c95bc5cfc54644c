import { Link } from 'react-router'
import { Image } from '~/ui/Image.tsx'
import styles from './NotFound.module.css'

export interface NotFoundContent {
  heading?: string
  paragraph?: string
  image_id?: number | null
  button_label?: string
}

/** spec 1 §2 404 page; each text and the image can be overridden by `error_page.not_found`. */
export const NOT_FOUND_DEFAULTS = {
  heading: 'Page not found',
  paragraph:
    'The page you are looking for may have been moved, removed or never existed. Check the address, or start again from the home page.',
  button_label: 'Back to home',
}

/** `home`: the market's home, under its base path (`/ar`), where 'Back to home' leads. */
export function NotFound({ content, home = '/' }: { content: NotFoundContent; home?: string }) {
  const heading = content.heading || NOT_FOUND_DEFAULTS.heading
  return (
    <section className={`${styles.notFound} light-theme`}>
      {content.image_id ? <Image className={styles.image} id={content.image_id} alt="" eager ratio="16:6.5" /> : null}
      <div className={styles.copy}>
        <h1 className="fc-heading fc-heading--l">{heading}</h1>
        <p>{content.paragraph || NOT_FOUND_DEFAULTS.paragraph}</p>
        <Link className="fc-cta" to={home}>
          {content.button_label || NOT_FOUND_DEFAULTS.button_label}
        </Link>
      </div>
    </section>
  )
}
