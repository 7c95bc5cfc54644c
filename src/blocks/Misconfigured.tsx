import tool from './Tool.module.css'

/**
 * spec 2 §4 Block loading, for a tool block whose own configuration is unusable: the editor lists
 * what is wrong (an English tool, ADR 091); a visitor gets the block's Loading Failed state, whose
 * 'Try again' reloads the page.
 */
export function Misconfigured(props: {
  editing: boolean | undefined
  /** The editor's heading, e.g. 'This VIN checker cannot be shown:'. */
  heading: string
  problems: readonly string[]
  fields: { error_msg: string; try_again_btn_label: string }
}) {
  if (props.editing)
    return (
      <div className={tool.card} role="alert">
        <p>
          <strong>{props.heading}</strong>
        </p>
        <ul className={tool.list}>
          {props.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </div>
    )
  return (
    <div className="fc-load-failed" role="alert">
      <p>{props.fields.error_msg}</p>
      <button type="button" className="fc-load-failed__retry" onClick={() => window.location.reload()}>
        {props.fields.try_again_btn_label}
      </button>
    </div>
  )
}
