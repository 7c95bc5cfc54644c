import { readCalculatorConfig } from './config.ts'
import type { FinanceCalculatorFields, FinanceProductGroup } from './template.ts'
import styles from '../Tool.module.css'

/**
 * The editor's view of a Finance Calculator (which has no server data there): the problems that
 * keep the block from working, each naming the product and the field (spec 2 §5, §8), or the
 * products it offers. Its own chunk: visitors never load it, nor the schemas it checks with.
 */
export default function EditorCheck({ fields, groups }: { fields: FinanceCalculatorFields; groups: FinanceProductGroup[] }) {
  const config = readCalculatorConfig(fields, groups)
  if (!config.ok)
    return (
      <div className={styles.card} role="alert">
        <p>
          <strong>This finance calculator cannot be shown:</strong>
        </p>
        <ul className={styles.list}>
          {config.errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </div>
    )
  return (
    <div className={styles.card}>
      <p className={styles.muted}>The market's vehicles are offered here on the page. Products:</p>
      <ul className={styles.list}>
        {config.products.map((p, i) => (
          <li key={i}>
            {p.name} ({p.type})
          </li>
        ))}
      </ul>
    </div>
  )
}
