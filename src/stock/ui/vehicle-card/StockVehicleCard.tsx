import { useId, useState } from 'react'
import { PRICE_DISCLAIMER_KEY, type ResolvedDisclaimers } from '../../rules/disclaimers.ts'
import { formatStockPrice, type StockPriceFormat } from '~/pricing/stock-price.ts'
import { cardPriceEntries, onRequest, type PriceEntry } from '../../rules/prices.ts'
import type { CardVehicle } from '../listing/card.ts'
import { useCardRowTexts } from '../../texts/context.ts'
import { representativeExampleText } from '../../texts/texts.ts'
import { Bidi } from '~/ui/Bidi.tsx'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { useMarketLocale } from '~/ui/market-locale.ts'
import { listSeparator } from '~/i18n/list-separator.ts'
import styles from '../listing/StockListing.module.css'
import { NoPhoto } from './NoPhoto.tsx'
import { VehiclePhoto } from './VehiclePhoto.tsx'

/**
 * spec 3 §2: a vehicle card — the listing's, the Stock Locator Carousel's and the saved vehicles'
 * (cardVehicle): its picture, title linking to the showroom page, attributes (at most 3 with
 * icons), prices, and the saved toggle when `onSave` is given.
 */
export interface StockVehicleCardProps {
  card: CardVehicle
  /** The market's base path before site paths ('' at the root). */
  base: string
  priceFormat: StockPriceFormat
  disclaimers: ResolvedDisclaimers['present']
  eager: boolean
  saved?: boolean
  onSave?: () => void
  /** The card's link is followed (select_item, ADR 087). */
  onOpen?: () => void
  /** Sizes of the picture (the carousel's cards are narrower than the listing's). */
  sizes?: string
}

/**
 * What tells one card's link from another's of the same model for a screen reader's list of links
 * (WCAG 2.4.9): the version, the attributes and the first price, after the title, with the
 * language's comma between them (', '; Arabic '، ').
 */
export function linkDetails(card: CardVehicle, priceFormat: StockPriceFormat, separator = ', '): string {
  const price = card.prices[0]
  const priceText =
    price && !onRequest(price)
      ? formatStockPrice(price.value_raw, price.type === 'purchase' ? 'purchase' : price.type, priceFormat, { stripTags: true })
      : null
  const details = [card.subtitle, ...card.attributes.map((attribute) => attribute.value), priceText].filter(Boolean)
  return details.length > 0 ? `${separator}${details.join(separator)}` : ''
}

const DEFAULT_SIZES = '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw'

export function StockVehicleCard({ card, base, priceFormat, disclaimers, eager, saved, onSave, onOpen, sizes }: StockVehicleCardProps) {
  const titleId = useId()
  const t = useCardRowTexts()
  const separator = listSeparator(useMarketLocale())
  return (
    <article className={styles.card} aria-labelledby={titleId} data-vehicle-id={card.id}>
      <div className={styles.photo}>
        {card.photo ? (
          <VehiclePhoto
            src={card.photo.src}
            srcSet={card.photo.srcSet || undefined}
            sizes={card.photo.srcSet ? (sizes ?? DEFAULT_SIZES) : undefined}
            width={768}
            height={432}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            fallback={<NoPhoto label={t['showroom.no_photo']} />}
          />
        ) : (
          <NoPhoto label={t['showroom.no_photo']} />
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle} id={titleId}>
          {/* A sold car's page is gone (410, ADR 076): its card, shown by default (spec 3 §4), leads nowhere. */}
          {card.availability === 'sold' ? (
            <Bidi text={card.title} />
          ) : (
            // The name says the figures too, in one text: a hidden span after the title was read
            // "Vantor Ridge , 2.0 …" (a positioned box adds a space to the name).
            <a
              href={`${base}${card.href}`}
              className={styles.cardLink}
              onClick={onOpen}
              aria-label={card.title + linkDetails(card, priceFormat, separator)}
            >
              <Bidi text={card.title} />
            </a>
          )}
        </h3>
        {card.availability ? (
          <p className={styles.availability} data-availability={card.availability}>
            {t[`status.${card.availability}`]}
          </p>
        ) : null}
        {/* ADR 128: a version ("2.0 Diesel AWD S") as written in a right-to-left card. */}
        {card.subtitle ? (
          <p className={styles.subtitle}>
            <Bidi text={card.subtitle} />
          </p>
        ) : null}
        {card.attributes.length > 0 ? (
          <dl className={styles.attributes}>
            {card.attributes.map((attribute) => (
              <div key={attribute.key} className={attribute.icon ? styles.iconAttribute : undefined} data-attribute={attribute.key}>
                <dt>
                  {attribute.icon ? <AttributeIcon name={attribute.key} /> : null}
                  {attribute.label}
                </dt>
                {/* dir=auto isolates a value's direction (mileage, VIN) as <bdi> would, with no element more per value. */}
                <dd dir="auto">{attribute.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <CardPrices prices={card.prices} priceFormat={priceFormat} disclaimers={disclaimers} />
        {onSave ? (
          // A toggle button keeps its name; aria-pressed says whether the vehicle is saved.
          <button type="button" className={styles.save} aria-pressed={saved ?? false} onClick={onSave}>
            <HeartIcon filled={saved ?? false} />
            <span className={styles.visuallyHidden}>
              {t['vehicle.save']}: {card.title}
            </span>
          </button>
        ) : null}
      </div>
    </article>
  )
}

/** spec 3 §4 Prices: old (struck) and sale, price on request, lease and subscribe, each with its disclaimer marker. */
function CardPrices({
  prices,
  priceFormat,
  disclaimers,
}: {
  prices: PriceEntry[]
  priceFormat: StockPriceFormat
  disclaimers: ResolvedDisclaimers['present']
}) {
  const t = useCardRowTexts()
  const ui = useUiTexts()
  if (prices.length === 0) return null
  const text = (raw: number | null, kind: 'value' | 'purchase' | 'lease' | 'subscribe') =>
    formatStockPrice(raw, kind, priceFormat, { stripTags: true })
  return (
    <ul className={styles.prices}>
      {cardPriceEntries(prices).map((price) => {
        const disclaimer = disclaimers[PRICE_DISCLAIMER_KEY[price.type]]
        return (
          <li key={price.type} className={styles[`price-${price.type}`]} data-price={price.type}>
            {/* A strike-through is not read: "Was" and "Now" are said instead, outside the prices' own direction. */}
            {price.oldPrice ? (
              <>
                <span className="fc-visually-hidden">{ui.was} </span>
                <s className={styles.oldPrice} dir="auto">
                  {text(price.old_price_raw, 'value')}
                </s>
                <span className="fc-visually-hidden"> {ui.now} </span>
              </>
            ) : null}
            <span className={styles.priceValue} dir="auto">
              {onRequest(price) ? t['price.on_request'] : text(price.value_raw, price.type === 'purchase' ? 'purchase' : price.type)}
            </span>
            {disclaimer ? <DisclaimerTip marker={disclaimer.marker} text={disclaimer.description} /> : null}
            {price.type === 'lease' && !onRequest(price) && priceFormat.finance ? (
              <small className={styles.representativeExample}>{representativeExampleText(t, priceFormat.finance)}</small>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}

/** spec 3 §9: a price disclaimer as an info tip (icon-info-tip) with its marker; the text shows on press. */
function DisclaimerTip({ marker, text }: { marker: string; text: string }) {
  const [open, setOpen] = useState(false)
  const t = useCardRowTexts()
  const id = useId()
  return (
    <span className={styles.infoTip}>
      <button
        type="button"
        className={styles.infoButton}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <sup>{marker}</sup>
        <span className={styles.visuallyHidden}>{t['price.information']}</span>
      </button>
      <span id={id} role="note" className={styles.tip} hidden={!open}>
        {marker} {text}
      </span>
    </span>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.6 4.5c2.1 0 3.4 1.2 4.4 2.6 1-1.4 2.3-2.6 4.4-2.6 3.6 0 5.7 3.9 4.2 7.3C19.5 16.4 12 21 12 21z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}

/** spec 3 §9: the card's icon attributes (engines, power, color by default). */
function AttributeIcon({ name }: { name: string }) {
  const paths: Record<string, string> = {
    engines: 'M4 9h3l2-2h6l2 2h3v7h-3l-2 2H9l-2-2H4z',
    power: 'M13 2 4 14h7l-1 8 9-12h-7z',
    color: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.5-1.5 0-1-.8-1.3-.8-2.2 0-.8.7-1.3 1.5-1.3H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z',
  }
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={paths[name] ?? 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16z'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}
