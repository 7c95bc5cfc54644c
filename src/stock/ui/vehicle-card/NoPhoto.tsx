import styles from './NoPhoto.module.css'

/**
 * The picture of a vehicle without photos (ADR 122): a car's outline and a caption in the
 * market's language, in the photo's place and size, so a card or a showroom is never blank.
 */
export function NoPhoto({ label, size = 'card' }: { label: string; size?: 'card' | 'showroom' }) {
  return (
    <div className={`${styles.noPhoto} ${size === 'showroom' ? styles.showroom : ''}`} data-no-photo="">
      <svg viewBox="0 0 120 48" aria-hidden="true" focusable="false" className={styles.outline}>
        <path
          d="M6 36v-8c0-2 1-3 3-4l14-4 14-10c2-1 4-2 7-2h30c3 0 5 1 7 3l12 11 16 3c3 1 5 3 5 6v5c0 2-1 3-3 3h-8M26 39h56M12 39H8"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="19" cy="39" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <circle cx="95" cy="39" r="6" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </svg>
      <span className={styles.caption}>{label}</span>
    </div>
  )
}
