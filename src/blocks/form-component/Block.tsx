import { BlockForm, type FormBlockData } from '../BlockForm.tsx'
import type { BlockContext } from '../template.ts'
import type { FormComponentFields } from './template.ts'
import styles from './FormComponent.module.css'

/** spec 2 §3.10 Form Component: the chosen form at form_position, in the block's colour theme. */
export default function FormComponent({
  fields,
  context,
  data,
}: {
  fields: FormComponentFields
  groups: unknown[]
  context: BlockContext
  data?: FormBlockData
}) {
  return (
    <section className={`${styles.section} ${fields.box_color}`}>
      <div className={`${styles.inner} ${styles[`at-${fields.form_position}`]}`}>
        <BlockForm fields={fields} data={data} context={context} />
      </div>
    </section>
  )
}
