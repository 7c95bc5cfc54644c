import styles from './RetailerLocator.module.css'

/** In the editor only: why the locator shows nothing yet (the editor is an English tool, ADR 091). */
export function NoRetailersNote({ heading }: { heading: string }) {
  return <p className={styles.placeholder}>{heading}: no retailers in the Dealers tab yet.</p>
}
