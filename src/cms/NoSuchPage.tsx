import { Link } from 'react-router'
import styles from './PageTree.module.css'

/**
 * /cms?page=<id> for a page this market does not have (ADR 184): said, with the market that has
 * it when the user may edit there, and the way back to this market's pages.
 */
export function NoSuchPage({ pageId, elsewhere }: { pageId: number; elsewhere: { name: string; href: string } | null }) {
  return (
    <main className={styles.home}>
      {/* A market's name may be in its own script (Arabic): kept apart from the English around it. */}
      <h2>
        {elsewhere ? (
          <>
            Page {pageId} is a page of <bdi>{elsewhere.name}</bdi>
          </>
        ) : (
          `This market has no page ${pageId}`
        )}
      </h2>
      {elsewhere ? (
        <p>
          Each market&apos;s pages are edited in its own editor.{' '}
          <a href={`${elsewhere.href}?page=${pageId}`}>
            Edit it in <bdi>{elsewhere.name}</bdi>
          </a>
        </p>
      ) : (
        <p>It may have been deleted, or the link is mistyped.</p>
      )}
      <p>
        <Link to="/cms">Back to this market&apos;s pages</Link>
      </p>
    </main>
  )
}
