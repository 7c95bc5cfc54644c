import { useUiTexts } from '~/i18n/ui-texts.ts'
import { BlockForm, type FormBlockData } from '../BlockForm.tsx'
import type { BlockContext } from '../template.ts'
import type { ExtendedWarrantyFields } from './template.ts'
import styles from './ExtendedWarranty.module.css'

/**
 * spec 2 §3.10 Extended Warranty: the price table (sanitised editor HTML; it scrolls sideways on
 * a phone rather than widening the page) above the form that asks for the warranty.
 */
export default function ExtendedWarranty({
  fields,
  context,
  data,
}: {
  fields: ExtendedWarrantyFields
  groups: unknown[]
  context: BlockContext
  data?: FormBlockData
}) {
  const ui = useUiTexts()
  return (
    <section className={`${styles.section} light-theme`}>
      <div className={styles.inner}>
        {fields.table_content && (
          // A region with a name, focusable, so keyboard users can scroll a wide table.
          <div
            className={`fc-prose ${styles.table}`}
            role="region"
            aria-label={ui.prices}
            tabIndex={0}
            dangerouslySetInnerHTML={{ __html: fields.table_content }}
          />
        )}
        <div className={styles.form}>
          <BlockForm fields={fields} data={data} context={context} />
        </div>
      </div>
    </section>
  )
}
