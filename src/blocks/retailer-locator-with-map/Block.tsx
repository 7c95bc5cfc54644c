import type { BlockContext } from '../template.ts'
import { RetailerLocator } from '../retailer-locator/Locator.tsx'
import type { LocatorData } from '../retailer-locator/locator.ts'
import type { RetailerLocatorWithMapFields } from './template.ts'

/** spec 2 §3.11 Retailer Locator With Map: the map beside the list, both always shown (ADR 080). */
export default function RetailerLocatorWithMapBlock(props: {
  fields: RetailerLocatorWithMapFields
  data?: LocatorData
  context: BlockContext
}) {
  return <RetailerLocator {...props} variant="split" />
}
