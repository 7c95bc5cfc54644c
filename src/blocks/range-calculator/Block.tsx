import { lazy, Suspense, useId } from 'react'
import { Image } from '~/ui/Image.tsx'
import { Misconfigured } from '../Misconfigured.tsx'
import type { BlockContext } from '../template.ts'
import tool from '../Tool.module.css'
import { Calculator } from './Calculator.tsx'
import { rangeCalculatorProblems } from './config.ts'
import type { RangeCalculatorData } from './data.server.ts'
import type { RangeCalculatorFields } from './template.ts'
import styles from './RangeCalculator.module.css'

/** The editor's preview, which reads the data file in the browser: its own chunk, never a visitor's. */
const EditorPreview = lazy(() => import('./EditorPreview.tsx'))

/**
 * spec 2 §3.12 Range Calculator: the model's estimated range for the visitor's driving profile,
 * outdoor temperature, wheel size and cabin climate, from the data file the server read
 * (data.server.ts). A block whose fields or data file are unusable shows visitors its Loading
 * Failed state; the editor, which has no server data, reads the file itself and names the problems.
 */
export default function RangeCalculator({
  fields,
  context,
  data,
}: {
  fields: RangeCalculatorFields
  groups: unknown[]
  context: BlockContext
  data?: RangeCalculatorData
}) {
  const Heading = fields.header_tag
  const headingId = useId()
  const problems = rangeCalculatorProblems(fields)
  // The model's picture heads the result.
  const picture = fields.image_id && (
    <Image
      className={styles.image}
      id={fields.image_id.id}
      alt={fields.image_id.alt ?? ''}
      eager={context.eagerImages}
      sizes="(min-width: 64rem) 30rem, 100vw"
    />
  )
  let body
  if (problems.length > 0)
    body = <Misconfigured editing={context.editing} heading="This range calculator cannot be shown:" problems={problems} fields={fields} />
  else if (data) body = <Calculator fields={fields} range={data.range} texts={data.texts} picture={picture} />
  else if (context.editing)
    body = (
      <Suspense fallback={null}>
        <EditorPreview fields={fields} />
      </Suspense>
    )
  else body = <Misconfigured editing={false} heading="" problems={[]} fields={fields} />
  return (
    <section className={`${tool.section} ${fields.box_color}`} aria-labelledby={fields.header_title ? headingId : undefined}>
      <div className={tool.inner}>
        <div className={tool.header}>
          {fields.header_title && (
            <Heading id={headingId} className="fc-heading fc-heading--l">
              {fields.header_title}
            </Heading>
          )}
          {fields.header_description && <div className="fc-prose" dangerouslySetInnerHTML={{ __html: fields.header_description }} />}
        </div>
        {body}
      </div>
    </section>
  )
}
