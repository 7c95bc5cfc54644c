import { eq } from 'drizzle-orm'
import type { AppLoadContext } from 'react-router'
import { startingTextsFor } from './starting-texts/index.ts'
import { listForms } from '~/forms/forms.server.ts'
import { stockListChoices } from '~/stock/listing/source.server.ts'
import { htmlLang, languageCode, textDirection } from '~/i18n/language.ts'
import { readSetting } from '~/settings/keys.ts'
import { marketStockTexts } from '~/stock/texts/market.ts'
import { brandOf } from '~/theme/brands.ts'
import type { Db } from '~/db/client.server.ts'
import { pages, sites } from '~/db/schema/index.ts'
import { blockUsage } from './catalogue.server.ts'

/**
 * What the /cms route needs besides the user: the page to edit (`?page=<id>`, ADR 026) and the
 * market's language and brand, so the editor's preview frame looks like the site, and
 * for the editor how often each block is used, the order of its catalogue, and the
 * market's forms, which form fields and form links choose from (spec 2 §3.2 `{type:'forms'}`), and a
 * new block's texts and the stock blocks' texts in the market's language. A page id of another market (or of none) opens no
 * editor: `pageMarket` names the market that holds it, for the route to offer (ADR 184).
 */
export async function loadEditorContext(request: Request, { services, site }: AppLoadContext) {
  const settings = await services.content.settings(site)
  const language = readSetting(settings, 'general.language')
  const raw = new URL(request.url).searchParams.get('page')
  const pageId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null
  const holder = pageId === null ? null : await pageHolder(services.database.db, pageId)
  return {
    pageId,
    /** Whether this market has the page asked for (always, when none is). */
    pageHere: pageId === null || holder?.siteId === site.id,
    /** The key of the market that has the page when this one does not; null when none has it. */
    pageMarket: holder && holder.siteId !== site.id ? holder.key : null,
    language: { lang: htmlLang(language), dir: textDirection(languageCode(language)) },
    brand: brandOf(readSetting(settings, 'general.theme')).key,
    blockUsage: pageId === null ? {} : await blockUsage(services.database.db, site.id),
    forms:
      pageId === null ? [] : (await listForms(services.database.db, site.id)).map((form) => ({ value: String(form.id), label: form.name })),
    /** The market's stock lists, which the listing blocks' ci_key_list chooses from (ADR 074). */
    stockLists: pageId === null ? [] : await stockListChoices(services.database.db, site.id),
    /** A new block's texts in the market's language (ADR 183). */
    startingTexts: pageId === null ? {} : startingTextsFor(languageCode(language)),
    /** The market's stock locator texts, which the canvas's stock blocks show as the page does (ADR 089). */
    stockTexts: pageId === null ? null : marketStockTexts(settings),
  }
}

/** The market a page belongs to, or null when there is no such page. */
async function pageHolder(db: Db, pageId: number): Promise<{ siteId: number; key: string } | null> {
  const [row] = await db
    .select({ siteId: pages.siteId, key: sites.key })
    .from(pages)
    .innerJoin(sites, eq(sites.id, pages.siteId))
    .where(eq(pages.id, pageId))
  return row ?? null
}
