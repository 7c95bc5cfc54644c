import type { ListingView } from '~/stock/ui/listing/view.ts'
import type { StockLocatorFields } from '../stock-locator-fields.ts'
import { StockLocatorBlock } from '../StockLocatorBlock.tsx'
import type { BlockContext } from '../template.ts'

/** spec 3 §2 Stock Locator: the listing (StockLocatorBlock). */
export default function Block(props: { fields: StockLocatorFields; groups: unknown[]; context: BlockContext; data?: ListingView }) {
  return <StockLocatorBlock fields={props.fields} context={props.context} data={props.data} />
}
