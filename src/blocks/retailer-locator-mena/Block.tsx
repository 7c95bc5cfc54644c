import type { BlockContext } from '../template.ts'
import { RetailerLocator } from '../retailer-locator/Locator.tsx'
import type { LocatorData } from '../retailer-locator/locator.ts'
import type { RetailerLocatorMenaFields } from './template.ts'

/** spec 2 §3.11 Retailer Locator (Mena): the locator with the Middle East conventions (ADR 080). */
export default function RetailerLocatorMenaBlock(props: { fields: RetailerLocatorMenaFields; data?: LocatorData; context: BlockContext }) {
  return <RetailerLocator {...props} variant="mena" />
}
