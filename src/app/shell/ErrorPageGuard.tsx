import { Component, type ReactNode } from 'react'

/**
 * spec 1 §8: when the error page itself fails to render, a last, dependency-free message.
 * (React error boundaries must be classes.)
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <section className="fc-error">
        <h1>An error occurred while showing the error page</h1>
        <p>Unfortunately an error occurred and while showing the error page another error occurred.</p>
        {import.meta.env.DEV && <pre>Error details: {this.state.error.message}</pre>}
        <a href="/">Go back to home</a>
      </section>
    )
  }
}
