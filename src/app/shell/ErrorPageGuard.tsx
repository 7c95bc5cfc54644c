import { Component, type ContextType, type ReactNode } from 'react'
import { UiTextsContext, uiTextsOf } from '~/i18n/ui-texts.ts'

/**
 * spec 1 §8: when the error page itself fails to render, a last, dependency-free message, in the
 * market's language (the root's `ui` texts; English without them). (React error boundaries must
 * be classes.)
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { error: Error | null }> {
  static override contextType = UiTextsContext
  declare context: ContextType<typeof UiTextsContext>
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override render() {
    if (!this.state.error) return this.props.children
    const ui = uiTextsOf(this.context)
    return (
      <section className="fc-error">
        <h1>{ui.errorPageFailedHeading}</h1>
        <p>{ui.errorPageFailed}</p>
        {import.meta.env.DEV && (
          <pre>
            {ui.errorDetails} {this.state.error.message}
          </pre>
        )}
        <a href="/">{ui.goBackHome}</a>
      </section>
    )
  }
}
