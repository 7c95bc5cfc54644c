import { BLOCK_PART_ATTRIBUTE, blockParts } from './block-parts.ts'
import { StockListing } from '~/stock/ui/listing/StockListing.tsx'
import { StockTextsContext } from '~/stock/texts/context.ts'
import type { ListingView } from '~/stock/ui/listing/view.ts'
import type { StockLocatorFields } from './stock-locator-fields.ts'
import type { BlockContext } from './template.ts'
import styles from './StockLocatorBlock.module.css'

/** The editor-only notes of a listing block that shows nothing to visitors. */
export const STOCK_LOCATOR_NOTES = {
  noList: 'Stock Locator: choose a stock list',
  unknownList: 'Stock Locator: the stock list {key} does not exist in this market',
  notOverseas: "Stock Locator Overseas works only when the setting stock_locator.market is 'overseas'; visitors see nothing here.",
  preview: 'Stock Locator: the vehicles of the stock list {key} show on the page',
} as const

/**
 * The renderer of both listing blocks (spec 3 §2): the listing of its data (the server's first
 * page), or, where visitors would see nothing, a note in the editor only.
 */
export function StockLocatorBlock({ fields, context, data }: { fields: StockLocatorFields; context: BlockContext; data?: ListingView }) {
  const note = (text: string) =>
    context.editing ? (
      <section className={styles.section}>
        <p className={`fc-container ${styles.note}`} role="note">
          {text}
        </p>
      </section>
    ) : null
  // In the editor the block has no server data: the chosen list is named instead.
  if (!data) return note(fields.ci_key_list ? STOCK_LOCATOR_NOTES.preview.replace('{key}', fields.ci_key_list) : STOCK_LOCATOR_NOTES.noList)
  if (data.status === 'not-overseas') return note(STOCK_LOCATOR_NOTES.notOverseas)
  if (data.status === 'no-list')
    return note(data.list ? STOCK_LOCATOR_NOTES.unknownList.replace('{key}', data.list) : STOCK_LOCATOR_NOTES.noList)
  // ADR 092: the browser loads the parts marked here before it hydrates.
  const parts = data.parts?.length ? { [BLOCK_PART_ATTRIBUTE]: data.parts.join(' ') } : {}
  return (
    <section className={styles.section} {...parts}>
      <div className="fc-container">
        {/* The listing's parts read the market's texts the server resolved (ADR 089). */}
        <StockTextsContext value={data.texts}>
          <StockListing
            view={data}
            headline={data.headline}
            resetTheme={fields.reset_button_theme}
            eager={context.eagerImages}
            PostcodeListing={data.parts?.includes('postcode-search') ? blockParts['postcode-search'] : undefined}
          />
        </StockTextsContext>
      </div>
    </section>
  )
}
