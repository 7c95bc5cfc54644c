import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import type { Texts } from '~/i18n/messages.ts'
import { marketLanguage } from '~/settings/market-language.ts'
import type { BlockDataResolver } from '../block-data.server.ts'
import type { NewsFields } from './template.ts'

export interface NewsData {
  texts: Texts<'news'>
}

/**
 * The block's own texts in the market's language. The news itself is read in the browser from
 * the content API (GET /api/content/news …; ADR 165), so the page and its cache entry stay the
 * same for every page of the list, and a failing news API shows the block's error state.
 */
export const resolveData: BlockDataResolver<NewsFields, never, NewsData> = async (_block, { settings, warn }) => ({
  texts: namespaceTexts('news', marketLanguage(settings, warn)),
})
