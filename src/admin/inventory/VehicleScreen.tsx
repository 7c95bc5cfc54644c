import { useId, useState, type FormEvent } from 'react'
import { fieldErrorAt } from '../problem-text.ts'
import { Link } from 'react-router'
import styles from '~/admin/forms/forms-admin.module.css'
import { useFeedback } from '~/admin/feedback.tsx'
import { FormActions } from '~/admin/FormActions.tsx'
import { PageHeader } from '~/admin/PageHeader.tsx'
import { useAction } from '~/admin/use-action.ts'
import type { FieldNames } from '~/admin/problem-text.ts'
import { otherErrors } from '~/lib/api-client.ts'
import { FieldError, FormErrors } from '~/ui/FormErrors.tsx'
import ui from '~/ui/forms.module.css'
import type { VehicleDetail } from '~/stock/write/admin.server.ts'
import { STOCK_STATUSES } from '~/stock/write/feed.ts'
import { inventoryApi, movedPhoto, priceValue } from './inventory-admin.ts'
import own from './inventory-admin.module.css'
import { InventoryNav } from './InventoryNav.tsx'

type Photo = { normal: string; medium?: string; hd?: string; quarter_hd?: string }
export interface LibraryPick {
  id: number
  title: string
  thumb: string
  photo: Photo
}

const PRICES = [
  ['msrp_price', 'MSRP'],
  ['display_price', 'Display price'],
  ['sale_price', 'Sale price'],
] as const
type PriceKey = (typeof PRICES)[number][0]
const pointer = (field: string) => `/data/attributes/${field}`

/** The vehicle form's name for a key of the API's errors, as its labels read ('Sale price', 'Photo 2'). */
export const vehicleFieldNames: FieldNames = (key) => {
  const photo = /^photos\.(\d+)/.exec(key)
  if (photo) return `Photo ${Number(photo[1]) + 1}`
  return key === 'status' ? 'Status' : key === 'visible' ? 'Visibility' : PRICES.find(([price]) => price === key)?.[1]
}

/**
 * One vehicle of the stock: its status, its three prices, whether it is shown, and its
 * photos (reordered, removed, or added from the media library). Saved with PATCH, audited; the next
 * feed of its list replaces what it gives (ADR 078).
 */
export function VehicleScreen({ vehicle, library }: { vehicle: VehicleDetail; library: LibraryPick[] }) {
  const { run, busy, errors } = useAction()
  const { failure } = useFeedback()
  const [status, setStatus] = useState(vehicle.status)
  const [visible, setVisible] = useState(vehicle.visible)
  const [prices, setPrices] = useState<Record<PriceKey, string>>({
    msrp_price: vehicle.msrp_price?.toString() ?? '',
    display_price: vehicle.display_price?.toString() ?? '',
    sale_price: vehicle.sale_price?.toString() ?? '',
  })
  const [photos, setPhotos] = useState<Photo[]>(vehicle.photos)
  const [problems, setProblems] = useState<Partial<Record<PriceKey, string>>>({})
  const [pick, setPick] = useState('')
  const ids = { status: useId(), visible: useId(), pick: useId(), prices: useId() }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const values: Partial<Record<PriceKey, number | null>> = {}
    const bad: Partial<Record<PriceKey, string>> = {}
    for (const [key, label] of PRICES) {
      const value = priceValue(prices[key])
      if (value === undefined) bad[key] = `${label}: write a plain amount such as 45,990 or 45990.50, or leave it empty for none.`
      else values[key] = value
    }
    setProblems(bad)
    // Said as the server's refusals are: an earlier "Saved" would otherwise stand beside the marked fields.
    if (Object.keys(bad).length > 0) return failure(`${vehicle.vin} not saved: ${Object.values(bad).join(' ')}`)
    await run('PATCH', inventoryApi.vehicle(vehicle.id), {
      body: { data: { attributes: { status, visible, ...values, photos } } },
      done: `Saved the vehicle ${vehicle.vin}.`,
      failed: `${vehicle.vin} not saved`,
      names: vehicleFieldNames,
    })
  }

  const added = library.find((image) => String(image.id) === pick)
  const shown = ['status', 'visible', ...PRICES.map(([key]) => key)].map(pointer)
  return (
    <>
      <PageHeader title={`${vehicle.brand} ${vehicle.model} · ${vehicle.vin}`} actions={<Link to="/admin/inventory">All vehicles</Link>}>
        {vehicle.state} · {vehicle.retailer ?? vehicle.owner_id ?? 'no retailer'} · in{' '}
        {vehicle.listings.length > 0 ? vehicle.listings.map((l) => l.name).join(', ') : 'no list'}
        {vehicle.retired ? ' · retired' : ''}
      </PageHeader>
      <InventoryNav />
      <form className={ui.form} onSubmit={(event) => void save(event)} aria-label={`Vehicle ${vehicle.vin}`}>
        <FormErrors errors={otherErrors(errors, shown).filter((e) => !e.source?.pointer?.startsWith(pointer('photos')))} />
        <div className={ui.grid}>
          <div className={ui.field}>
            <label htmlFor={ids.status}>Status</label>
            <select id={ids.status} value={status} onChange={(e) => setStatus(e.target.value)}>
              {STOCK_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s.replace(/_/g, ' ')}
                </option>
              ))}
            </select>
            <FieldError id={`${ids.status}-error`} message={fieldErrorAt(errors, pointer('status'))} />
          </div>
          <div className={ui.field}>
            <span className={ui.label}>Visibility</span>
            <label className={ui.check} htmlFor={ids.visible}>
              <input id={ids.visible} type="checkbox" checked={visible} onChange={(e) => setVisible(e.target.checked)} />
              Shown in its lists
            </label>
          </div>
          {PRICES.map(([key, label]) => {
            const message = problems[key] ?? fieldErrorAt(errors, pointer(key))
            return (
              <div className={ui.field} key={key}>
                <label htmlFor={`${ids.prices}-${key}`}>{label}</label>
                <input
                  id={`${ids.prices}-${key}`}
                  inputMode="decimal"
                  value={prices[key]}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${ids.prices}-${key}-error` : undefined}
                  onChange={(e) => setPrices({ ...prices, [key]: e.target.value })}
                />
                <FieldError id={`${ids.prices}-${key}-error`} message={message} />
              </div>
            )
          })}
        </div>
        <section className={styles.section} aria-label="Photos">
          <h2>Photos</h2>
          {photos.length === 0 && <p className={ui.hint}>No photos: the listing shows its placeholder.</p>}
          <ol className={styles.rows}>
            {photos.map((photo, index) => (
              <li key={photo.normal} className={own.photo}>
                <img src={photo.quarter_hd ?? photo.medium ?? photo.normal} alt="" width={96} height={64} />
                <span>
                  {index + 1}. {photo.normal}
                </span>
                <span className={ui.actions}>
                  <button
                    type="button"
                    className={ui.link}
                    disabled={index === 0}
                    onClick={() => setPhotos(movedPhoto(photos, index, -1))}
                    aria-label={`Move photo ${index + 1} up`}
                  >
                    Up
                  </button>
                  <button
                    type="button"
                    className={ui.link}
                    disabled={index === photos.length - 1}
                    onClick={() => setPhotos(movedPhoto(photos, index, 1))}
                    aria-label={`Move photo ${index + 1} down`}
                  >
                    Down
                  </button>
                  <button
                    type="button"
                    className={`${ui.link} ${ui.danger}`}
                    onClick={() => setPhotos(photos.filter((_, i) => i !== index))}
                    aria-label={`Remove photo ${index + 1}`}
                  >
                    Remove
                  </button>
                </span>
                <FieldError id={`photo-${index}-error`} message={fieldErrorAt(errors, pointer(`photos/${index}`))} />
              </li>
            ))}
          </ol>
          {library.length > 0 && (
            <div className={styles.addField}>
              <div className={ui.field}>
                <label htmlFor={ids.pick}>Add an image of the media library</label>
                <select id={ids.pick} value={pick} onChange={(e) => setPick(e.target.value)}>
                  <option value="">Choose an image</option>
                  {library.map((image) => (
                    <option key={image.id} value={image.id}>
                      {image.title}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="fc-cta fc-cta--secondary"
                disabled={!added || photos.some((p) => p.normal === added.photo.normal)}
                onClick={() => {
                  if (added) setPhotos([...photos, added.photo])
                  setPick('')
                }}
              >
                Add photo
              </button>
            </div>
          )}
        </section>
        <FormActions submit="Save vehicle" busy={busy} />
      </form>
    </>
  )
}
