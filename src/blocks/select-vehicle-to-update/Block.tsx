import { lazy, Suspense } from 'react'
import { Misconfigured } from '../Misconfigured.tsx'
import type { BlockContext } from '../template.ts'
import tool from '../Tool.module.css'
import type { SelectVehicleData } from './data.server.ts'
import { Finder } from './Finder.tsx'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'

/**
 * The editor's preview, which checks the mapper with its zod schema: its own chunk, never a
 * visitor's (visitors' pages load no zod, ADR 145; they get the mapper checked by the server).
 */
const EditorPreview = lazy(() => import('./EditorPreview.tsx'))

/**
 * spec 2 §2, §3.12, §4 Select your vehicle to update: a vehicle dropdown whose choice limits the
 * model-year dropdown (both with 'All'); 'Show me' shows the groups the mapper matches, with the
 * count and, when several match, the note; 'Clear' resets; 'View all systems' shows every group;
 * each group's button opens its 'HOW TO UPDATE' modal. The mapper comes checked from the server
 * (data.server.ts); one that does not fit the groups shows visitors the Loading Failed state, and
 * the editor, which has no server data, checks it itself and names the problems.
 */
export default function SelectVehicleToUpdate({
  fields,
  groups,
  context,
  data,
}: {
  fields: SelectVehicleFields
  groups: SelectVehicleGroup[]
  context: BlockContext
  data?: SelectVehicleData
}) {
  let body
  if (data) body = <Finder fields={fields} groups={groups} mapper={data.mapper} texts={data.texts} />
  else if (context.editing)
    body = (
      <Suspense fallback={null}>
        <EditorPreview fields={fields} groups={groups} />
      </Suspense>
    )
  else body = <Misconfigured editing={false} heading="" problems={[]} fields={fields} />
  return (
    <section className={`${tool.section} light-theme`}>
      <div className={tool.inner}>
        <div className={tool.header}>
          {fields.heading && <h2 className="fc-heading fc-heading--l">{fields.heading}</h2>}
          {fields.paragraph && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.paragraph }} />}
        </div>
        {body}
      </div>
    </section>
  )
}
