import { and, eq } from 'drizzle-orm'
import type { Db } from '~/db/client.server.ts'
import { stockConfigEntries } from '~/db/schema/index.ts'

/**
 * The market's own order desk (the `order_online` config entry's `inquiry_recipients`): beside a
 * vehicle's retailer, it receives the shoppers' inquiries (ADR 102) and the notices of their
 * reservations (ADR 099). Only what reads as an address.
 */
export async function marketRecipients(db: Db, siteId: number): Promise<string[]> {
  const [row] = await db
    .select({ data: stockConfigEntries.data })
    .from(stockConfigEntries)
    .where(and(eq(stockConfigEntries.siteId, siteId), eq(stockConfigEntries.configType, 'order_online')))
  const list = (row?.data as { inquiry_recipients?: unknown } | undefined)?.inquiry_recipients
  return Array.isArray(list) ? list.filter((a): a is string => typeof a === 'string' && /^[^\s@]+@[^\s@]+$/.test(a.trim())) : []
}

/** An address as addresses are compared here: trimmed, in lower case. */
export const normalAddress = (address: string) => address.trim().toLowerCase()

/** Addresses once each (compared as `normalAddress`), blanks left out. */
export const uniqueAddresses = (addresses: readonly (string | null)[]): string[] => [
  ...new Set(addresses.flatMap((address) => (address?.trim() ? [normalAddress(address)] : []))),
]
