import { Link } from 'react-router'
import type { ShellTexts } from '~/i18n/shell-texts.ts'
import { Image } from '~/ui/Image.tsx'
import styles from './NotFound.module.css'

export interface NotFoundContent {
  heading?: string
  paragraph?: string
  image_id?: number | null
  button_label?: string
}

/**
 * spec 1 §2 404 page: the shell's texts in the market's language, each text and the image
 * overridable by `error_page.not_found`. `home`: the market's home, under its base path (`/ar`).
 * `causes`: the theme lists the possible causes and what to do next.
 */
export function NotFound({
  content,
  texts,
  home = '/',
  causes = false,
}: {
  content: NotFoundContent
  texts: ShellTexts
  home?: string
  causes?: boolean
}) {
  const heading = content.heading || texts.notFoundHeading
  return (
    <section className={`${styles.notFound} light-theme`}>
      {content.image_id ? <Image className={styles.image} id={content.image_id} alt="" eager ratio="16:6.5" /> : null}
      <div className={styles.copy}>
        <h1 className="fc-heading fc-heading--l">{heading}</h1>
        <p>{content.paragraph || texts.notFoundParagraph}</p>
        {causes && (
          <>
            <h2 className="fc-heading fc-heading--s">{texts.notFoundCausesHeading}</h2>
            <ul className={styles.causes}>
              <li>{texts.notFoundCauseError}</li>
              <li>{texts.notFoundCauseRedesign}</li>
              <li>{texts.notFoundCauseLink}</li>
              <li>{texts.notFoundCauseAddress}</li>
            </ul>
            <h2 className="fc-heading fc-heading--s">{texts.notFoundNextHeading}</h2>
            <p>{texts.notFoundNext}</p>
          </>
        )}
        <Link className="fc-cta" to={home}>
          {content.button_label || texts.notFoundButton}
        </Link>
      </div>
    </section>
  )
}
