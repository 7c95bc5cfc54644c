import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import buttonStyles from '~/ui/Button.module.css'
import { stockApiRoot, stockPaths } from '~/stock/api/paths.ts'
import listingStyles from '~/stock/ui/listing/StockListing.module.css'
import { STOCK_PRICE_FORMAT } from '~/pricing/stock-price.ts'
import { StockTextsContext } from '~/stock/texts/context.ts'
import type { StockTexts } from '~/stock/texts/texts.ts'
import { savedVehiclesToFetch, type SavedVehicle } from '~/stock/rules/saved-vehicles.ts'
import { goneIds, savedCards, savedFetchOutcome, type SavedCard } from '~/stock/ui/vehicle-card/saved-list.ts'
import { getJson } from '~/lib/api-client.ts'
import { StockVehicleCard } from '~/stock/ui/vehicle-card/StockVehicleCard.tsx'
import { removeSavedVehicles, toggleSaved } from '~/stock/ui/vehicle-card/saved-storage.ts'
import { useSavedVehicles } from '~/stock/ui/vehicle-card/use-saved-vehicles.ts'
import type { BlockContext } from '../template.ts'
import type { SavedVehiclesFields } from './template.ts'
import type { SavedVehiclesView } from './view.ts'
import styles from './SavedVehicles.module.css'

/**
 * spec 3 §2 Saved vehicles screen (ADR 083): the visitor's saved vehicles (local storage
 * stockLocatorSavedVahicles), each fetched by its list and id from the inventory API — those
 * already fetched are reused, a 404 removes the id (spec 3 §4) — as the listing's cards with the
 * saved toggle to unsave; an empty state; a back button to the stock page. The server cannot see
 * the browser's storage: its HTML has the headline and the back button, the cards come on hydration.
 */
export default function Block({
  fields,
  data,
}: {
  fields: SavedVehiclesFields
  groups: unknown[]
  context: BlockContext
  data?: SavedVehiclesView
}) {
  // Without server data (the editor's preview) the texts are the ones provided around the block;
  // with neither there is nothing to show.
  const outerTexts = useContext(StockTextsContext)
  const preview = useMemo(() => previewView(outerTexts), [outerTexts])
  const view = data ?? preview
  return view ? <SavedVehicles fields={fields} view={view} /> : null
}

function SavedVehicles({ fields, view }: { fields: SavedVehiclesFields; view: SavedVehiclesView }) {
  const saved = useSavedVehicles()
  const { cards, loading, failed } = useSavedCards(saved, view)
  const back = useRef<HTMLAnchorElement>(null)
  const backClass = `${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`
  const t = view.texts
  return (
    <StockTextsContext value={t}>
      <section className={styles.section}>
        <div className={`fc-container ${styles.inner}`}>
          <div className={styles.header}>
            {fields.headline.trim() ? <h2 className={`fc-heading fc-heading--l ${styles.headline}`}>{fields.headline}</h2> : null}
            <a ref={back} className={backClass} href={`${view.base}${view.stockPage}`}>
              {fields.back_label || t['saved.back']}
            </a>
          </div>
          <p className={styles.status} role="status" aria-live="polite">
            {saved === null || loading ? t['list.loading'] : ''}
          </p>
          {failed ? (
            <p className={listingStyles.error} role="alert">
              {t['saved.load_failed']}
            </p>
          ) : null}
          {saved !== null && saved.length === 0 ? <p className={styles.empty}>{fields.empty_text || t['saved.empty']}</p> : null}
          {cards.length > 0 ? (
            <ul className={listingStyles.cards}>
              {cards.map(({ card, disclaimers }, i) => (
                <li key={card.id}>
                  <StockVehicleCard
                    card={card}
                    base={view.base}
                    priceFormat={view.priceFormat}
                    disclaimers={disclaimers}
                    eager={false}
                    saved
                    onSave={() => {
                      toggleSaved(window, { id: card.id, list: card.list })
                      // The card goes with the button pressed: the focus moves to the next card's, else the page's way back.
                      const neighbour = cards[i + 1] ?? cards[i - 1]
                      const next =
                        neighbour && document.querySelector<HTMLElement>(`[data-vehicle-id="${neighbour.card.id}"] button[aria-pressed]`)
                      ;(next ?? back.current)?.focus()
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </section>
    </StockTextsContext>
  )
}

/**
 * Without server data (the editor's preview, which provides the market's texts: puck-config.tsx):
 * the market defaults. The texts are never a default here, which would bring the English table
 * into the visitor's scripts (ADR 092).
 */
const previewView = (texts: StockTexts | null): SavedVehiclesView | null =>
  texts && {
    base: '',
    market: 'standard',
    priceFormat: STOCK_PRICE_FORMAT,
    texts,
    globalDisclaimers: {},
    omittedBrand: null,
    mileageUnit: 'km',
    stockPage: '/',
    apiRoot: null,
  }

/**
 * spec 3 §4 Saved vehicles: fetches the saved vehicles not fetched yet (and not under way), keeps
 * what came back for the life of the block, removes the ids that answered 404 from storage.
 */
function useSavedCards(saved: readonly SavedVehicle[] | null, view: SavedVehiclesView) {
  // The effect's own books; what the render reads is their copy in state.
  const cache = useRef(new Map<string, SavedCard>())
  const pending = useRef(new Set<string>())
  const [fetched, setFetched] = useState<ReadonlyMap<string, SavedCard>>(() => new Map())
  const [loadingIds, setLoadingIds] = useState<ReadonlySet<string>>(() => new Set())
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set())

  useEffect(() => {
    if (!saved) return
    const toFetch = savedVehiclesToFetch(saved, [...cache.current.keys(), ...pending.current])
    if (toFetch.length === 0) return
    const root = stockApiRoot(view.apiRoot)
    for (const entry of toFetch) pending.current.add(entry.id)
    setLoadingIds(new Set(pending.current))
    void Promise.all(
      toFetch.map(async (entry) =>
        savedFetchOutcome(entry, await getJson(`${root}${stockPaths.vehicle(entry.list, entry.id)}`), {
          market: view.market,
          omittedBrand: view.omittedBrand,
          mileageUnit: view.mileageUnit,
          globalDisclaimers: view.globalDisclaimers,
          texts: view.texts,
        }),
      ),
    ).then((fetches) => {
      for (const fetch of fetches) {
        pending.current.delete(fetch.id)
        if (fetch.outcome === 'found') cache.current.set(fetch.id, fetch.saved)
      }
      setFetched(new Map(cache.current))
      setLoadingIds(new Set(pending.current))
      setFailed(new Set(fetches.filter((f) => f.outcome === 'failed').map((f) => f.id)))
      const gone = goneIds(fetches)
      if (gone.length > 0) removeSavedVehicles(window, gone)
    })
  }, [saved, view])

  const current = saved ?? []
  return {
    cards: savedCards(current, fetched),
    loading: current.some((entry) => loadingIds.has(entry.id)),
    failed: current.some((entry) => failed.has(entry.id)),
  }
}
