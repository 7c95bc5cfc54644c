import type { BlockContext } from '../template.ts'
import { RetailerLocator } from './Locator.tsx'
import type { LocatorData } from './locator.ts'
import type { RetailerLocatorFields } from './template.ts'

/** spec 2 §3.11 Retailer Locator: a list view or a map view, one at a time (ADR 080). */
export default function RetailerLocatorBlock(props: { fields: RetailerLocatorFields; data?: LocatorData; context: BlockContext }) {
  return <RetailerLocator {...props} variant="standard" />
}
