import styles from './RetailerLocator.module.css'

/**
 * In the editor only: why the locator shows no retailers. The editor's canvas reads no server data,
 * so there it says where they show; with its data (the preview), that the market has none. In
 * English: the editor is an English tool (ADR 091).
 */
export function NoRetailersNote({ loaded }: { loaded: boolean }) {
  return (
    <p className={styles.placeholder}>
      {loaded
        ? 'Retailer locator: the market has no retailers in the Dealers tab yet.'
        : "Retailer locator: the market's retailers from the Dealers tab show on the page and in its preview."}
    </p>
  )
}
