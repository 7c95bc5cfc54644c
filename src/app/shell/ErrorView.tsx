import { isRouteErrorResponse } from 'react-router'
import type { ShellTexts } from '~/i18n/shell-texts.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'

/** spec 1 §8 error texts in the market's language; details only outside production. */
export function ErrorView({ error, texts }: { error: unknown; texts: ShellTexts }) {
  const status = isRouteErrorResponse(error) ? error.status : 500
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : null
  const ui = useUiTexts()
  return (
    <section className="fc-error light-theme">
      <h1 className="fc-heading fc-heading--l">{status === 404 ? texts.errorNotFoundHeading : texts.errorHeading}</h1>
      {details && (
        <pre>
          {ui.errorDetails} {details}
        </pre>
      )}
      <a className="fc-cta" href="/">
        {texts.errorHome}
      </a>
    </section>
  )
}
