import { STOCK_MODELS } from '../stock-models.ts'
import { MODELS, type Model, type Paint } from './cars.ts'
import type { DemoImage } from './catalogue.ts'
import type { Trim } from './scenes.ts'

/**
 * The stock vehicles' photos (ADR 071): per model and paint the car in a white studio
 * from the side, the front and the rear, and per model and cabin its interior — the set a retailer
 * photographs. Drawn like the demo's other pictures (demo/imagery/scenes.ts) but smaller (1280 ×
 * 720, the 'hd' of spec 3 §3's photo sizes), into demo/media/stock/ at install.
 *
 * Ids are fixed by the model's, paint's, angle's and cabin's places in STOCK_MODELS, so a photo
 * keeps its id (and a stock vehicle's `photos` stay right) when paints or models are added at the
 * end: 20000 + model × 1000 + paint × 10 + angle, cabins at 20000 + model × 1000 + 900 + cabin.
 */

export const STOCK_PHOTO_ANGLES = ['side', 'front', 'rear'] as const
export type StockPhotoAngle = (typeof STOCK_PHOTO_ANGLES)[number]

/** The photos are drawn at 2/3 of the scenes' 1920 × 1080. */
export const STOCK_PHOTO_SCALE = 2 / 3
export const STOCK_PHOTO_FIRST_ID = 20000

const ANGLE_WORDS: Record<StockPhotoAngle, string> = { side: 'from the side', front: 'from the front', rear: 'from the rear' }
const title = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase())

function modelIndex(model: Model): number {
  const index = STOCK_MODELS.findIndex((m) => m.drawing === model)
  if (index < 0) throw new Error(`${model} is not a stock model`)
  return index
}

/** The id of a model's photo in a paint from an angle. */
export function exteriorPhotoId(model: Model, paint: Paint, angle: StockPhotoAngle): number {
  const m = modelIndex(model)
  const p = STOCK_MODELS[m]!.paints.findIndex((x) => x.paint === paint)
  if (p < 0) throw new Error(`${model} has no paint ${paint}`)
  return STOCK_PHOTO_FIRST_ID + m * 1000 + p * 10 + STOCK_PHOTO_ANGLES.indexOf(angle) + 1
}

/** The id of a model's cabin photo in a trim. */
export function interiorPhotoId(model: Model, trim: Trim): number {
  const m = modelIndex(model)
  const c = STOCK_MODELS[m]!.cabins.findIndex((x) => x.trim === trim)
  if (c < 0) throw new Error(`${model} has no cabin ${trim}`)
  return STOCK_PHOTO_FIRST_ID + m * 1000 + 900 + c
}

/** Every stock photo, in the demo catalogue's form (title and alt text in English). */
export const STOCK_PHOTOS: readonly DemoImage[] = STOCK_MODELS.flatMap((model) => {
  const name = MODELS[model.drawing].name
  const exteriors = model.paints.flatMap((paint) =>
    STOCK_PHOTO_ANGLES.map((angle): DemoImage => ({
      id: exteriorPhotoId(model.drawing, paint.paint, angle),
      title: `${name} in ${paint.name}, ${angle}`,
      alt: `${name} in ${paint.name.toLowerCase()} ${ANGLE_WORDS[angle]}, in a white studio`,
      shot:
        angle === 'side'
          ? { kind: 'side', model: model.drawing, paint: paint.paint, setting: 'studio', time: 'day', place: 'centre' }
          : { kind: angle, model: model.drawing, paint: paint.paint, setting: 'studio', time: 'day' },
    })),
  )
  const cabins = model.cabins.map((cabin): DemoImage => ({
    id: interiorPhotoId(model.drawing, cabin.trim),
    title: `${name} cabin in ${title(cabin.name)}`,
    alt: `The cabin of a ${name} in ${cabin.name.toLowerCase()} ${cabin.upholstery.toLowerCase()}`,
    shot: { kind: 'cabin', model: model.drawing, trim: cabin.trim, time: 'day', setting: model.cabinView },
  }))
  return [...exteriors, ...cabins]
})
