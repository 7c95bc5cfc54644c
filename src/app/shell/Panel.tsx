import type { ReactNode } from 'react'

/** The default layout (spec 1 §2) for pages outside the site: login, no access, editor landing. */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="fc-panel light-theme">
      <section className="fc-panel__card">
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  )
}
