import { humanise } from '../showroom-seo.ts'
import { PRICE_ON_REQUEST, RETAILER_PRICE } from '../rules/prices.ts'

/**
 * The showroom page's texts (English; the stock locator's translations, spec 3 §7, are not loaded
 * yet). Translation keys the rules return (price_on_request, retailer_price) are written here.
 */
export const SHOWROOM_TEXTS = {
  back: 'Back to stock',
  gallery: 'Photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  openPhoto: 'View full size',
  close: 'Close',
  specification: 'Specification',
  prices: 'Prices',
  priceDisclaimer: 'Price information',
  driveAway: 'Drive-away prices',
  onTheRoad: 'On-the-road price',
  onTheRoadCharges: 'including on-the-road charges of',
  breakdown: 'Price breakdown',
  totalPrice: 'Total price',
  basePrice: 'Base price',
  optionalFeatures: 'Optional features',
  equipment: 'Equipment',
  optionalEquipment: 'Optional equipment',
  standardEquipment: 'Standard equipment',
  accessories: 'Accessories',
  footnotes: 'Footnotes',
  retailer: 'Retailer',
  finance: 'Finance',
  moreInformation: 'More information',
  calculator: 'Finance calculator',
  calculatorPrice: 'Vehicle price',
  calculatorDeposit: 'Deposit (%)',
  calculatorTerm: 'Term (months)',
  calculatorRate: 'Interest rate (% a year)',
  calculatorMonthly: 'Monthly payment',
  calculatorNote: 'An example only, not an offer of finance.',
  video: 'Watch the video',
  similar: 'Similar vehicles',
  save: 'Save vehicle',
  saved: 'Saved',
  reserve: 'Reserve',
  reservationFee: 'Reservation fee',
  goneHeading: 'This vehicle is no longer available',
  goneText: 'It has been sold or taken out of stock. These vehicles of the same model are still available.',
  notFoundHeading: 'Vehicle not found',
  notFoundText: 'We could not find this vehicle. Have a look at the vehicles in stock.',
  browseStock: 'Browse all stock',
  embedTitle: 'More information',
} as const

/** The labels of the specification attributes (spec 3 §9 Showroom spec attributes). */
export const SPEC_LABELS: Readonly<Record<string, string>> = {
  state: 'Condition',
  status: 'Status',
  deliveryDate: 'Delivery date',
  productionYear: 'Production year',
  mileage: 'Mileage',
  transmission: 'Transmission',
  engines: 'Engine',
  capacity: 'Engine capacity',
  power: 'Power',
  color: 'Colour',
  colorInterior: 'Interior',
  vin: 'VIN',
  orderNumber: 'Order number',
  avl: 'Registration date',
  numberOfSeats: 'Seats',
}

export const PRICE_LABELS: Readonly<Record<string, string>> = {
  purchase: 'Purchase',
  lease: 'Lease',
  subscribe: 'Subscribe',
  omv: 'OMV',
  arf: 'ARF',
  parf: 'PARF',
}

/** A translation key of the rules as text; other labels as they are. */
export function labelText(key: string | null): string {
  if (key === PRICE_ON_REQUEST) return 'Price on request'
  if (key === RETAILER_PRICE) return 'Retailer price'
  return key ?? ''
}

export const statusName = (status: string) => humanise(status)
