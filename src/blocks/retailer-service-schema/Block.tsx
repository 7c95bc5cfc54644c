import { retailerDetails } from '../retailer-schema/details.ts'
import { RetailersJsonLd } from '../retailer-schema/RetailersJsonLd.tsx'
import type { BlockContext } from '../template.ts'
import type { RetailerServiceSchemaFields, RetailerServiceSchemaGroup } from './template.ts'

/** spec 2 §3.11 Retailer Service Schema: nothing visible; the service centres as schema.org AutoRepair JSON-LD. */
export default function RetailerServiceSchema({
  groups,
}: {
  fields: RetailerServiceSchemaFields
  groups: RetailerServiceSchemaGroup[]
  context: BlockContext
}) {
  return <RetailersJsonLd type="AutoRepair" retailers={groups.map((group) => retailerDetails('', group))} />
}
