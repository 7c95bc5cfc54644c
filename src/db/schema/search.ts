import { customType, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { pages } from './content.ts'
import { sites } from './sites.ts'

/** PostgreSQL's tsvector, written and read only in SQL (`to_tsvector`, `@@`). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * The site search's index (spec 1 §2 Site search, ADR 114): one entry per public page of a market,
 * written in the transaction that publishes, changes or imports the page and deleted with it.
 * `title_key` and `description_key` are the folded texts (src/search/normalise.ts) that substring
 * matching reads; `terms` the full-text lexemes of title, description and the blocks' texts, in
 * the market's language configuration and in 'simple' (word beginnings, unstemmed).
 */
export const searchEntries = pgTable(
  'search_entries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** The page's path, as its link. */
    url: text('url').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    titleKey: text('title_key').notNull(),
    descriptionKey: text('description_key').notNull().default(''),
    /** The text-search configuration `terms` was built with ('english', 'arabic', 'simple' …). */
    config: text('config').notNull(),
    terms: tsvector('terms').notNull(),
  },
  (t) => [
    uniqueIndex('search_entries_page').on(t.pageId),
    index('search_entries_site').on(t.siteId),
    index('search_entries_terms').using('gin', t.terms),
  ],
)
