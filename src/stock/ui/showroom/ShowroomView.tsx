import { pushToDataLayer } from '~/consent/tag-manager.ts'
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react'
import {
  addToWishlistEvents,
  ITEM_LIST_NAMES,
  selectItemEvents,
  showroomItem,
  SIMILAR_VEHICLES_LIST_ID,
  similarItem,
} from '../analytics.ts'
import { backToListing, cameFromListing } from '../listing/listing-page.ts'
import { useItemListView } from '../use-data-layer.ts'
import { useOpenForm } from '~/ui/form-request.ts'
import { ButtonLink } from '~/ui/Button.tsx'
import buttonStyles from '~/ui/Button.module.css'
import { PRICE_DISCLAIMER_DISPLAY, PRICE_DISCLAIMER_KEY, type ResolvedDisclaimers } from '../../rules/disclaimers.ts'
import type { ReverseCalculatorSettings } from '../../rules/finance.ts'
import type { FinanceItem } from '../../rules/showroom-config.ts'
import { formatGeneralPrice, formatStockPrice, type StockPriceFormat } from '~/pricing/stock-price.ts'
import type { PriceEntry } from '../../rules/prices.ts'
import { vehicleName } from './seo.ts'
import type { FinanceSection, ShowroomButton, ShowroomPage, ShowroomVehicle, SimilarCard } from './showroom.ts'
import { DialogButton } from './Dialog.tsx'
import { Gallery } from './Gallery.tsx'
import { NoPhoto } from '../vehicle-card/NoPhoto.tsx'
import { VehiclePhoto } from '../vehicle-card/VehiclePhoto.tsx'
import { useStockTexts } from '../../texts/context.ts'
import { labelText, priceLabel, representativeExampleText } from '../../texts/texts.ts'
import { MiniCalculator } from './MiniCalculator.tsx'
import { SaveToggle } from './SaveToggle.tsx'
import { specRows } from './spec-values.ts'
import styles from './Showroom.module.css'
import { addressLine } from '~/i18n/address-line.ts'
import { listSeparator } from '~/i18n/list-separator.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { Bidi } from '~/ui/Bidi.tsx'
import { useScrollRow } from '~/ui/carousel.ts'
import { RowControls } from '~/ui/RowControls.tsx'

/**
 * The showroom page (spec 3 §2 Showroom screen): a pure renderer of the loader's ShowroomPage. The
 * parts that need the browser (gallery, dialogs, calculator, save toggle) are small components
 * of their own; everything else is plain markup that works before scripts run.
 */
export function ShowroomView({ page }: { page: ShowroomPage }) {
  const ui = useUiTexts()
  const t = useStockTexts()
  const v = page.vehicle
  const name = vehicleName(v)
  const format = page.priceFormat
  const purchase = v.prices.list.find((p) => p.type === 'purchase' && p.value_raw !== null)?.value_raw ?? null
  const calculator = page.calculator && purchase !== null ? { price: purchase, defaults: page.calculator, format, vehicleId: v.id } : null
  return (
    <article className={styles.showroom} aria-labelledby="showroom-title">
      <nav className={styles.backBar} aria-label={ui.back}>
        <BackLink href={page.backButton.path} label={page.backButton.label ?? t['showroom.back']} />
      </nav>
      <div className={styles.top}>
        <div className={styles.media}>
          <Gallery photos={v.photos} name={name} />
          {v.videoUrl && (
            <p className={styles.video}>
              <ButtonLink url={v.videoUrl} label={t['showroom.video']} uiType="secondary" video={{ header: name }} />
            </p>
          )}
        </div>
        <div className={styles.summary}>
          <header className={styles.titleBlock}>
            <p className={styles.overline}>{v.specification.brand}</p>
            {/* ADR 128: the name with its version as written ("2.0 Diesel AWD S"), whatever the page's direction. */}
            <h1 id="showroom-title" className="fc-heading fc-heading--l">
              <Bidi text={name} />
            </h1>
            {v.ownerHtmlDetails.short.length > 0 && (
              <p className={styles.muted}>
                <Bidi text={v.ownerHtmlDetails.short.join(listSeparator(page.language))} />
              </p>
            )}
            <SaveToggle
              id={v.id}
              list={page.sourceListKey}
              onSaved={() => pushToDataLayer(window, addToWishlistEvents(showroomItem(v), { currency: format.currencyIso }))}
            />
          </header>
          <Prices vehicle={v} format={format} />
          <Actions vehicle={v} format={format} name={name} retailerLocationId={page.retailerLocationId} />
        </div>
      </div>
      <div className={styles.sections}>
        <Specification page={page} />
        {v.description && (
          <section className={styles.section} aria-labelledby="showroom-description">
            <h2 id="showroom-description" className="fc-heading fc-heading--m">
              {name}
            </h2>
            {v.description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </section>
        )}
        <Equipment vehicle={v} format={format} />
        <CalculatorContext value={calculator}>
          <Finance sections={page.finance} name={name} vehicle={v} />
        </CalculatorContext>
        {calculator && !page.finance.some((f) => f.accordion.some((item) => item.type === 'calculator')) && (
          <section className={styles.section}>
            <MiniCalculator {...calculator} level={2} />
          </section>
        )}
        <Retailer vehicle={v} language={page.language} />
        <Footnotes vehicle={v} />
      </div>
      <SimilarStrip cards={page.similar} format={format} />
    </article>
  )
}

function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      className={styles.back}
      href={href}
      // Back to the listing with the filters the visitor left it with (the link itself has none);
      // when it is the page before, back in the history, where the shopper was in it.
      onClick={(event) => {
        const target = backToListing(window, href)
        event.currentTarget.href = target
        // A new tab or window asked for (a modifier key) is the link's own.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        if (!cameFromListing(document.referrer, location.origin, target, (history.state as { idx?: unknown } | null)?.idx)) return
        event.preventDefault()
        history.back()
      }}
    >
      <span aria-hidden="true" className={styles.arrowStart} /> {label}
    </a>
  )
}

/** spec 3 §3 Price disclaimers, §9: the disclaimer of a price type as an info tip, marked '*', '**' … */
export function InfoTip({ disclaimers, type }: { disclaimers: ResolvedDisclaimers; type: PriceEntry['type'] }) {
  const t = useStockTexts()
  const shown = disclaimers.present[PRICE_DISCLAIMER_KEY[type]]
  if (!shown) return null
  return (
    <details className={styles.infoTip} data-display={PRICE_DISCLAIMER_DISPLAY}>
      <summary aria-label={`${t['price.information']} ${shown.marker}`}>
        <span aria-hidden="true">ⓘ</span>
        <sup>{shown.marker}</sup>
      </summary>
      <p role="note">{shown.description}</p>
    </details>
  )
}

/** A price in one of the stock locator's phrases, as text (the formats' <span> is for styling only). */
const price = (raw: unknown, kind: 'value' | 'purchase' | 'lease' | 'subscribe', format: StockPriceFormat) =>
  formatStockPrice(raw, kind, format, { stripTags: true })

/** spec 3 §2 prices: purchase (old and sale), lease, subscribe; drive-away; on the road; OMV / ARF / PARF; breakdown. */
export function Prices({ vehicle: v, format }: { vehicle: ShowroomVehicle; format: StockPriceFormat }) {
  const ui = useUiTexts()
  const t = useStockTexts()
  const { listDriveAway, currentDriveAway } = v.pricesDriveAway
  const breakdown = v.priceBreakdownData
  return (
    <section className={styles.prices} aria-label={t['showroom.prices']}>
      <dl className={styles.priceList}>
        {v.prices.list.map((entry) => (
          <div key={entry.type} className={styles.priceRow} data-price-type={entry.type}>
            <dt>{priceLabel(t, entry.type, format.finance)}</dt>
            <dd>
              {entry.hiddenFromVisitors ? (
                <span>{labelText(t, entry.label)}</span>
              ) : (
                <>
                  {/* A strike-through is not read: "Was" and "Now" are said instead (aria-label on <s> is not). */}
                  {entry.oldPrice && (
                    <s className={styles.oldPrice}>
                      <span className="fc-visually-hidden">{ui.was} </span>
                      <bdi>{price(entry.old_price_raw, 'value', format)}</bdi>
                    </s>
                  )}{' '}
                  <strong className={styles.price}>
                    {entry.oldPrice && <span className="fc-visually-hidden">{ui.now} </span>}
                    <bdi>{price(entry.value_raw, entry.type === 'purchase' ? 'value' : entry.type, format)}</bdi>
                  </strong>
                </>
              )}
              <InfoTip disclaimers={v.disclaimers} type={entry.type} />
              {entry.type === 'lease' && !entry.hiddenFromVisitors && representativeExampleText(t, format.finance) && (
                <small className={styles.representativeExample}>{representativeExampleText(t, format.finance)}</small>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {listDriveAway.length > 1 && (
        <details className={styles.disclosure}>
          <summary>{t['showroom.driveAway']}</summary>
          <dl className={styles.priceList}>
            {listDriveAway.map((entry) => (
              <div key={entry.state} className={styles.priceRow} aria-current={entry === currentDriveAway ? 'true' : undefined}>
                <dt>{labelText(t, entry.label)}</dt>
                <dd>
                  <bdi>{price(entry.value, 'value', format)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      )}
      {listDriveAway.length === 1 &&
        v.specification.state !== 'new' &&
        listDriveAway[0]!.value !== v.prices.list.find((p) => p.type === 'purchase')?.value_raw && (
          <p className={styles.muted}>
            {labelText(t, listDriveAway[0]!.label)}: <bdi>{price(listDriveAway[0]!.value, 'value', format)}</bdi>
          </p>
        )}
      {v.pricesOnTheRoad && (
        <p>
          {t['showroom.onTheRoad']}:{' '}
          <strong>
            <bdi>{price(v.pricesOnTheRoad.value, 'value', format)}</bdi>
          </strong>
          {v.pricesOnTheRoad.chargeValue !== null && (
            <span className={styles.muted}>
              {' '}
              ({t['showroom.onTheRoadCharges']} <bdi>{price(v.pricesOnTheRoad.chargeValue, 'value', format)}</bdi>)
            </span>
          )}
        </p>
      )}
      {v.pricesAvl.list.length > 0 && (
        <dl className={styles.priceList}>
          {v.pricesAvl.list.map((entry) => (
            <div key={entry.type} className={styles.priceRow}>
              <dt>{priceLabel(t, entry.type)}</dt>
              <dd>
                <bdi>{formatGeneralPrice(entry.value, format)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {v.priceBreakdown && (breakdown.totalPrice !== null || breakdown.basePrice !== null) && (
        <details className={styles.disclosure}>
          <summary>{t['showroom.breakdown']}</summary>
          <dl className={styles.priceList}>
            {(
              [
                [t['showroom.basePrice'], breakdown.basePrice, ''],
                [t['showroom.optionalFeatures'], breakdown.optionalFeaturesPrice, ''],
                [t['showroom.totalPrice'], breakdown.totalPrice, ''],
                [t['showroom.offerSaving'], breakdown.offer?.saving ?? null, '−'],
                [t['showroom.offerPrice'], breakdown.offer?.price ?? null, ''],
              ] as const
            ).map(([label, value, sign]) =>
              value === null ? null : (
                <div key={label} className={styles.priceRow}>
                  <dt>{label}</dt>
                  <dd>
                    <bdi>
                      {sign}
                      {formatGeneralPrice(value, format)}
                    </bdi>
                  </dd>
                </div>
              ),
            )}
          </dl>
        </details>
      )}
    </section>
  )
}

/** spec 3 §2 buttons and the reserve CTA. */
export function Actions({
  vehicle: v,
  format,
  name,
  retailerLocationId = null,
}: {
  vehicle: ShowroomVehicle
  format: StockPriceFormat
  name: string
  retailerLocationId?: number | null
}) {
  const t = useStockTexts()
  const buttons = (list: ShowroomButton[], uiType: 'primary' | 'secondary') =>
    list
      .filter((b) => !(b.action.kind === 'custom' && b.action.custom === 'reserve'))
      .map((button) => (
        <ActionButton key={button.id} button={button} uiType={uiType} vehicle={v} name={name} retailerLocationId={retailerLocationId} />
      ))
  // spec 3 §4: a reserved vehicle says so (the normaliser gives it no reservation: not twice).
  const reserved = v.specification.status === 'reserved'
  const reservation = v.reservation
  const fee = reservation?.reservation_fee_amount ? price(reservation.reservation_fee_amount, 'value', format) : ''
  return (
    <div className={styles.actions}>
      {reserved && (
        <p className={styles.reserved} role="status">
          {t['status.reserved']}
        </p>
      )}
      {reservation && (
        <p className={styles.reserve}>
          <a className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.medium}`} href={reservation.href}>
            {reservation.label || t['showroom.reserve']}
          </a>
          {fee && (
            <span className={styles.muted}>
              {t['showroom.reservationFee']}: <bdi>{fee}</bdi>
            </span>
          )}
        </p>
      )}
      {buttons(v.buttons.primary, 'primary')}
      {buttons(v.buttons.secondary, 'secondary')}
    </div>
  )
}

function ActionButton({
  button,
  uiType,
  vehicle,
  name,
  retailerLocationId,
}: {
  button: ShowroomButton
  uiType: 'primary' | 'secondary'
  vehicle: ShowroomVehicle
  name: string
  retailerLocationId: number | null
}) {
  const className = `${buttonStyles.button} ${buttonStyles[uiType]} ${buttonStyles.medium}`
  const openForm = useOpenForm()
  const t = useStockTexts()
  const { action } = button
  if (action.kind === 'popup' && action.popup.type === 'form') {
    const formId = action.popup.formId
    return (
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onClick={(event) =>
          openForm?.(
            {
              formId,
              ...vehicleFormContext(vehicle, name, retailerLocationId, t['spec.vin']),
              title: button.label,
              twoColumns: false,
            },
            event.currentTarget,
          )
        }
      >
        {button.label}
      </button>
    )
  }
  if (action.kind === 'popup') {
    if (action.popup.type !== 'embed') return null
    return (
      <DialogButton label={button.label} title={button.label} className={className}>
        <iframe className={styles.embed} src={action.popup.url} title={button.label} loading="lazy" />
      </DialogButton>
    )
  }
  const newTab = action.kind === 'url' && action.newTab
  return (
    <a className={className} href={action.href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener noreferrer' : undefined}>
      {button.label}
    </a>
  )
}

/**
 * What a showroom's form knows of its vehicle (ADR 105): the vehicle as hidden fields (a form's
 * hidden fields of these ids take them, and every lead keeps them) and as the lead's vehicle
 * context, its retailer as the lead's location (so the lead is routed to the car's retailer), and a
 * line under the form's title naming both.
 */
export function vehicleFormContext(vehicle: ShowroomVehicle, name: string, retailerLocationId: number | null, vinLabel: string) {
  const retailer = vehicle.owner?.name ?? null
  const vin = vehicle.specification.vin
  return {
    hiddenFields: {
      vehicle_id: String(vehicle.id),
      vin,
      vehicle: name,
      ...(vehicle.specification.ownerName || retailer ? { retailer: retailer ?? vehicle.specification.ownerName ?? '' } : {}),
    },
    vehicle: { id: vehicle.id, name, vin, link: vehicle.link, retailer },
    ...(retailerLocationId !== null ? { locationId: retailerLocationId } : {}),
    subject: [name, vin && `${vinLabel} ${vin}`, retailer].filter(Boolean).join(' · '),
  }
}

/** spec 3 §2 title and specification: an attribute list, or an accordion that adds status. */
const UNBROKEN = new Set(['vin', 'orderNumber'])

export function Specification({ page }: { page: ShowroomPage }) {
  const t = useStockTexts()
  const rows = specRows(page.vehicle.specification, page.specificationVariant, page.priceFormat.delimiter, t, page.language)
  if (rows.length === 0) return null
  const list = (
    <dl className={styles.spec}>
      {rows.map((row) => (
        <div key={row.attribute} className={styles.specRow} data-icon={row.icon}>
          <dt>{row.label}</dt>
          {/* A VIN or an order number is one code: it never breaks across lines. */}
          <dd className={UNBROKEN.has(row.attribute) ? styles.code : undefined}>
            <Bidi text={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  )
  return page.specificationVariant === 'accordion' ? (
    <details className={`${styles.section} ${styles.disclosure}`} open>
      <summary className="fc-heading fc-heading--m">{t['showroom.specification']}</summary>
      {list}
    </details>
  ) : (
    <section className={styles.section} aria-labelledby="showroom-spec">
      <h2 id="showroom-spec" className="fc-heading fc-heading--m">
        {t['showroom.specification']}
      </h2>
      {list}
    </section>
  )
}

/** spec 3 §2 optional (with prices) and standard equipment, accessories. */
export function Equipment({ vehicle: v, format }: { vehicle: ShowroomVehicle; format: StockPriceFormat }) {
  const t = useStockTexts()
  const { optional, standard } = v.equipment
  if (optional.length === 0 && standard.length === 0 && v.accessories.length === 0) return null
  const priced = (items: { name: string; price: number | null }[]) => (
    <ul className={styles.pricedList}>
      {items.map((item, i) => (
        <li key={`${item.name}-${i}`}>
          <span>
            <Bidi text={item.name} />
          </span>
          {item.price !== null && (
            <span>
              <bdi>{formatGeneralPrice(item.price, format)}</bdi>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
  return (
    <section className={styles.section} aria-labelledby="showroom-equipment">
      <h2 id="showroom-equipment" className="fc-heading fc-heading--m">
        {t['showroom.equipment']}
      </h2>
      {optional.length > 0 && (
        <>
          <h3 className="fc-heading fc-heading--xs">{t['showroom.optionalEquipment']}</h3>
          {priced(optional)}
        </>
      )}
      {standard.length > 0 && (
        <>
          <h3 className="fc-heading fc-heading--xs">{t['showroom.standardEquipment']}</h3>
          <ul className={styles.columns}>
            {standard.map((item, i) => (
              <li key={`${item}-${i}`}>
                <Bidi text={item} />
              </li>
            ))}
          </ul>
        </>
      )}
      {v.accessories.length > 0 && (
        <>
          <h3 className="fc-heading fc-heading--xs">{t['showroom.accessories']}</h3>
          {priced(v.accessories)}
        </>
      )}
    </section>
  )
}

/** spec 3 §3 Showroom config: one finance item (html sanitised by the loader). */
/** The mini calculator's inputs, for a finance `calculator` item (null: none for this vehicle). */
const CalculatorContext = createContext<{
  price: number
  defaults: ReverseCalculatorSettings
  format: StockPriceFormat
  vehicleId: number
} | null>(null)

function FinanceItemView({ item, vehicle, name }: { item: FinanceItem; vehicle: ShowroomVehicle; name: string }) {
  const t = useStockTexts()
  const openForm = useOpenForm()
  const calculator = useContext(CalculatorContext)
  switch (item.type) {
    case 'html':
      return <div className="fc-prose" dangerouslySetInnerHTML={{ __html: item.html }} />
    case 'calculator':
      // The calculator's own fields and groups are not shown in the spec; the mini calculator stands in (ADR 076).
      return calculator ? <MiniCalculator {...calculator} /> : null
    case 'finance_options_table':
      return (
        <table className={styles.financeTable}>
          <tbody>
            {item.entries.map((entry, i) => (
              <tr key={i}>
                <th scope="row">{entry.label}</th>
                <td>{typeof entry.value === 'string' || typeof entry.value === 'number' ? entry.value : ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    case 'form': {
      const fields = item.form.fields as { form_id: string | number; title?: unknown }
      const title = typeof fields.title === 'string' && fields.title.trim() ? fields.title.trim() : t['showroom.moreInformation']
      return (
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
          aria-haspopup="dialog"
          onClick={(event) =>
            openForm?.(
              {
                formId: String(fields.form_id),
                title,
                hiddenFields: { vehicle_id: String(vehicle.id), vin: vehicle.specification.vin },
                twoColumns: false,
                vehicle: { id: vehicle.id, name, vin: vehicle.specification.vin },
              },
              event.currentTarget,
            )
          }
        >
          {title}
        </button>
      )
    }
  }
}

const items = (list: FinanceItem[], vehicle: ShowroomVehicle, name: string): ReactNode =>
  list.map((item, i) => <FinanceItemView key={i} item={item} vehicle={vehicle} name={name} />)

/** spec 3 §2 finance accordions (cash, lease, subscription), popups and modals from the showroom config. */
export function Finance({ sections, vehicle, name }: { sections: FinanceSection[]; vehicle: ShowroomVehicle; name: string }) {
  const t = useStockTexts()
  if (sections.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="showroom-finance">
      <h2 id="showroom-finance" className="fc-heading fc-heading--m">
        {t['showroom.finance']}
      </h2>
      {sections.map((section) => {
        const modal = section.modal
        const hasModal = modal.title.length + modal.title_bottom.length + modal.content.length > 0
        return (
          <details key={section.type} className={styles.disclosure} data-finance={section.type}>
            <summary>{section.title}</summary>
            {items(section.accordion, vehicle, name)}
            <div className={styles.financeActions}>
              {section.popup.length > 0 && (
                <DialogButton label={t['showroom.moreInformation']} title={section.title} className={styles.textButton}>
                  {items(section.popup, vehicle, name)}
                </DialogButton>
              )}
              {hasModal && (
                <DialogButton
                  label={section.title}
                  title={section.title}
                  className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.small}`}
                  subtitle={
                    modal.title.length + modal.title_bottom.length > 0 ? (
                      <div className={styles.dialogTitle}>
                        {items(modal.title, vehicle, name)}
                        {items(modal.title_bottom, vehicle, name)}
                      </div>
                    ) : undefined
                  }
                >
                  {items(modal.content, vehicle, name)}
                </DialogButton>
              )}
            </div>
          </details>
        )
      })}
    </section>
  )
}

/**
 * spec 3 §2 retailer (owner) details, the full variant as a card (ADR 105): the retailer's name,
 * address, phone and e-mail as links, and its opening hours under their own label.
 */
export function Retailer({ vehicle: v, language }: { vehicle: ShowroomVehicle; language: string }) {
  const t = useStockTexts()
  const owner = v.owner
  if (!owner) return null
  const address = addressLine({ street: owner.owner_address, postcode: owner.owner_zipcode, city: owner.owner_city }, language)
  return (
    <section className={`${styles.section} ${styles.retailerCard}`} aria-labelledby="showroom-retailer">
      <h2 id="showroom-retailer" className="fc-heading fc-heading--m">
        {t['showroom.retailer']}
      </h2>
      <address className={styles.retailer}>
        <span className={styles.retailerName}>{owner.name}</span>
        {address && <span>{address}</span>}
        {owner.owner_phone && (
          <a href={`tel:${owner.owner_phone.replace(/[^\d+]/g, '')}`}>
            <bdi>{owner.owner_phone}</bdi>
          </a>
        )}
        {owner.owner_email && <a href={`mailto:${owner.owner_email}`}>{owner.owner_email}</a>}
      </address>
      {owner.opening_hours && (
        <dl className={styles.retailerHours}>
          <dt>{t['showroom.openingHours']}</dt>
          <dd>
            <bdi>{owner.opening_hours}</bdi>
          </dd>
        </dl>
      )}
      {owner.contact_details && (
        <p className={styles.muted}>
          <Bidi text={owner.contact_details} />
        </p>
      )}
    </section>
  )
}

/** spec 3 §2 footnotes and disclaimers (the price disclaimers' texts under their markers). */
export function Footnotes({ vehicle: v }: { vehicle: ShowroomVehicle }) {
  const t = useStockTexts()
  const present = Object.values(v.disclaimers.present)
  if (v.footnotes.length === 0 && v.vehicleDisclaimers.length === 0 && present.length === 0) return null
  return (
    <aside className={`${styles.section} ${styles.footnotes}`} aria-label={t['showroom.footnotes']}>
      {present.map((d) => (
        <p key={d.marker}>
          <span>{d.marker}</span> {d.description}
        </p>
      ))}
      {[...v.footnotes, ...v.vehicleDisclaimers].map((text, i) => (
        <p key={i}>{text}</p>
      ))}
    </aside>
  )
}

/** spec 3 §2 similar vehicles: up to 6 of the same model, each card linking to its showroom page. */
export function SimilarStrip({ cards, format, heading }: { cards: SimilarCard[]; format: StockPriceFormat; heading?: string }) {
  const t = useStockTexts()
  // The data layer (ADR 087): the strip is an item list of its own.
  const items = useMemo(() => cards.map(similarItem), [cards])
  const currency = format.currencyIso
  useItemListView(SIMILAR_LIST, items, currency)
  // The strip scrolls sideways: the carousel rows' arrows, shown while some cards are out of view.
  const rowId = useId()
  const { ref, ...row } = useScrollRow<HTMLUListElement>()
  if (cards.length === 0) return null
  return (
    <section className={styles.similar} aria-labelledby="showroom-similar">
      <h2 id="showroom-similar" className="fc-heading fc-heading--m">
        {heading ?? t['vehicle.similar']}
      </h2>
      <ul id={rowId} ref={ref} className={styles.similarList}>
        {cards.map((card, i) => (
          <li key={card.id} className={styles.card}>
            {card.photo ? (
              <VehiclePhoto
                src={card.photo}
                alt=""
                width={384}
                height={216}
                loading="lazy"
                decoding="async"
                fallback={<NoPhoto label={t['showroom.no_photo']} />}
              />
            ) : (
              <NoPhoto label={t['showroom.no_photo']} />
            )}
            <h3 className="fc-heading fc-heading--xs">
              <a
                href={card.href}
                className={styles.cardLink}
                onClick={() => pushToDataLayer(window, selectItemEvents(SIMILAR_LIST, items[i]!, i, { currency }))}
              >
                <Bidi text={card.title} />
              </a>
            </h3>
            {card.facts.length > 0 && (
              <p className={styles.muted}>
                <Bidi text={card.facts.join(' · ')} />
              </p>
            )}
            {card.price && (
              <p className={styles.price}>
                {card.price.hiddenFromVisitors ? labelText(t, card.price.label) : <bdi>{price(card.price.value_raw, 'value', format)}</bdi>}
              </p>
            )}
          </li>
        ))}
      </ul>
      {cards.length > 1 ? (
        <RowControls row={row} rowId={rowId} labels={{ previous: t['carousel.previous'], next: t['carousel.next'] }} />
      ) : null}
    </section>
  )
}

const SIMILAR_LIST = { id: SIMILAR_VEHICLES_LIST_ID, name: ITEM_LIST_NAMES.similar }

/** spec 3 §2 (ADR 076): the page of a sold, retired (410) or unknown (404) vehicle, with similar stock. */
export function GoneView(props: {
  status: 404 | 410
  model: string | null
  similar: SimilarCard[]
  stockPage: string
  format: StockPriceFormat
}) {
  const t = useStockTexts()
  const gone = props.status === 410
  return (
    <article className={styles.showroom} aria-labelledby="showroom-gone">
      <div className={styles.gone}>
        <h1 id="showroom-gone" className="fc-heading fc-heading--l">
          {gone ? t['showroom.goneHeading'] : t['showroom.notFoundHeading']}
        </h1>
        <p>{gone && props.similar.length > 0 ? t['showroom.goneText'] : t['showroom.notFoundText']}</p>
        <p>
          <a className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.medium}`} href={props.stockPage}>
            {t['showroom.browseStock']}
          </a>
        </p>
      </div>
      <SimilarStrip
        cards={props.similar}
        format={props.format}
        heading={props.model ? `${t['vehicle.similar']}: ${props.model}` : undefined}
      />
    </article>
  )
}
