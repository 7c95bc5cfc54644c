import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { sites } from './sites.ts'

/**
 * An image of a site's media library; the original lives in DATA_DIR/media/originals.
 * Ids are per site so a bundle's image ids survive export and import into another market.
 */
export const images = pgTable(
  'images',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    id: integer('id').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt'),
    title: text('title'),
    sizeBytes: integer('size_bytes').notNull().default(0),
    // The subject's centre in percent of the width and height (ADR 052): crops keep
    // it in view. Null: the centre.
    focalX: integer('focal_x'),
    focalY: integer('focal_y'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
)
