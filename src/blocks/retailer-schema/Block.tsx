import type { BlockContext } from '../template.ts'
import { retailerDetails } from './details.ts'
import { RetailersJsonLd } from './RetailersJsonLd.tsx'
import type { RetailerSchemaFields, RetailerSchemaGroup } from './template.ts'

/** spec 2 §3.11 Retailer Schema: nothing visible; the retailers as schema.org AutoDealer JSON-LD. */
export default function RetailerSchema({ groups }: { fields: RetailerSchemaFields; groups: RetailerSchemaGroup[]; context: BlockContext }) {
  return <RetailersJsonLd type="AutoDealer" retailers={groups.map((group) => retailerDetails('retailer_', group))} />
}
