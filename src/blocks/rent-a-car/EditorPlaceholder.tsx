import tool from '../Tool.module.css'

/** The editor's view before the server has read the block (an English tool, ADR 091). */
export function EditorPlaceholder({ boxColor }: { boxColor: string }) {
  return (
    <section className={`${tool.section} ${boxColor}`}>
      <div className={tool.inner}>
        <p className={tool.muted}>Rent a Car: the locations, vehicles and contact form show on the page once saved.</p>
      </div>
    </section>
  )
}
