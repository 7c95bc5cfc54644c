import { z } from 'zod'
import { shownImage } from './answers.ts'

/**
 * The regional news as this product reads it (spec 2 §3.12 MENA News, §7 "Regional news: path not
 * shown"; the answer's shape is ours, ADR 165): the server reads the news API with these schemas
 * and the content API declares its answers with them. The block reads those answers with the
 * guards of `answers.ts` instead, and imports only types from here: visitors' pages load no zod
 * (ADR 145).
 */

/** How many items a list page holds (ADR 165). */
export const NEWS_PAGE_SIZE = 6

const text = (max: number) => z.string().trim().max(max)
/** An image address the page may show: a path of this site or an https URL, else none. */
const imageUrl = z.string().max(2048).nullish().transform(shownImage)

export const newsSummarySchema = z.object({
  id: z.string().trim().min(1).max(200),
  title: text(300).min(1),
  summary: text(1000).default(''),
  /** ISO 8601 date or date-time. */
  date: text(40),
  image: imageUrl,
  image_alt: text(300)
    .nullish()
    .transform((value) => value ?? ''),
})
export type NewsSummary = z.infer<typeof newsSummarySchema>

/** A single item: its summary fields and its body as paragraphs of plain text (never HTML). */
export const newsItemSchema = newsSummarySchema.extend({
  body: z.array(text(10_000)).max(200).default([]),
})
export type NewsItem = z.infer<typeof newsItemSchema>

export const newsPageSchema = z.object({
  items: z.array(newsSummarySchema).max(100),
  page: z.number().int().min(1),
  /** The number of pages (0 when there is no news). */
  pages: z.number().int().min(0),
  total: z.number().int().min(0),
})
export type NewsPage = z.infer<typeof newsPageSchema>
