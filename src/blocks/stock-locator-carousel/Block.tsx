import { useId, useMemo } from 'react'
import { pushToDataLayer } from '~/consent/tag-manager.ts'
import { addToWishlistEvents, cardItem, ITEM_LIST_NAMES, selectItemEvents } from '~/stock/ui/analytics.ts'
import { CardRowTextsContext } from '~/stock/texts/context.ts'
import { useItemListView } from '~/stock/ui/use-data-layer.ts'
import { useScrollRow } from '~/ui/carousel.ts'
import { RowControls } from '~/ui/RowControls.tsx'
import { toggleSaved } from '~/stock/ui/vehicle-card/saved-storage.ts'
import { isSaved } from '~/stock/rules/saved-vehicles.ts'
import { StockVehicleCard } from '~/stock/ui/vehicle-card/StockVehicleCard.tsx'
import { useSavedVehicles } from '~/stock/ui/vehicle-card/use-saved-vehicles.ts'
import type { BlockContext } from '../template.ts'
import type { StockLocatorCarouselFields } from './template.ts'
import { carouselPlaceholder, type CarouselReady, type CarouselView } from './view.ts'
import styles from './StockLocatorCarousel.module.css'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import buttons from '~/ui/Button.module.css'

const CARD_SIZES = '(min-width: 768px) 320px, 80vw'

/**
 * spec 3 §2 Stock Locator Carousel: the first vehicles of its stock list as the listing's cards in
 * a scroll-snap row (src/ui/carousel.ts) with previous/next, each card linking to its showroom
 * page and saving the vehicle. Visitors see nothing without cars; the editor reads
 * 'Stock Locator Carousel with {n} cars' (spec 2 §2) above them. With a Stock Locator Brand or
 * Model the cars are that brand's or model's, and a link leads to the listing filtered so (ADR 163).
 */
export default function Block({
  fields,
  context,
  data,
}: {
  fields: StockLocatorCarouselFields
  groups: unknown[]
  context: BlockContext
  data?: CarouselView
}) {
  const ready = data?.status === 'ready' && data.cards.length > 0 ? data : null
  const placeholder = context.editing ? (
    <p className={`fc-container ${styles.note}`} role="note">
      {carouselPlaceholder(ready?.cards.length ?? 0)}
    </p>
  ) : null
  if (!ready) return placeholder ? <section className={styles.section}>{placeholder}</section> : null
  return (
    <section className={styles.section}>
      {placeholder}
      <CardRowTextsContext value={ready.texts}>
        <CarouselRow view={ready} headline={fields.headline.trim()} eager={context.eagerImages} />
      </CardRowTextsContext>
    </section>
  )
}

function CarouselRow({ view, headline, eager }: { view: CarouselReady; headline: string; eager: boolean }) {
  const ui = useUiTexts()
  const rowId = useId()
  const headingId = useId()
  const { ref, ...row } = useScrollRow<HTMLUListElement>()
  const saved = useSavedVehicles() ?? []
  // The data layer (ADR 087): the row is one item list, shown whole.
  const list = useMemo(() => ({ id: view.list, name: ITEM_LIST_NAMES.carousel }), [view.list])
  const currency = view.priceFormat.currencyIso
  const items = useMemo(() => view.cards.map(cardItem), [view.cards])
  useItemListView(list, items, currency)
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription={ui.carousel}
      aria-labelledby={headline ? headingId : undefined}
      aria-label={headline ? undefined : view.texts['carousel.label']}
    >
      {headline ? (
        <h2 id={headingId} className={`fc-container fc-heading fc-heading--l ${styles.heading}`}>
          {headline}
        </h2>
      ) : null}
      <ul id={rowId} ref={ref} className={styles.row}>
        {view.cards.map((card, i) => (
          <li key={card.id} className={styles.item}>
            <StockVehicleCard
              card={card}
              base={view.base}
              priceFormat={view.priceFormat}
              disclaimers={view.disclaimers}
              eager={eager && i < 3}
              sizes={CARD_SIZES}
              saved={isSaved(saved, card.id)}
              onSave={() => {
                const now = toggleSaved(window, { id: card.id, list: card.list })
                if (isSaved(now, card.id)) pushToDataLayer(window, addToWishlistEvents(items[i]!, { list, currency, position: i }))
              }}
              onOpen={() => pushToDataLayer(window, selectItemEvents(list, items[i]!, i, { currency }))}
            />
          </li>
        ))}
      </ul>
      {view.cards.length > 1 ? (
        <RowControls row={row} rowId={rowId} labels={{ previous: view.texts['carousel.previous'], next: view.texts['carousel.next'] }} />
      ) : null}
      {view.stockHref ? (
        <p className={`fc-container ${styles.more}`}>
          <a className={`${buttons.button} ${buttons.secondary} ${buttons.medium}`} href={view.stockHref}>
            {view.texts['showroom.browseStock']}
          </a>
        </p>
      ) : null}
    </div>
  )
}
