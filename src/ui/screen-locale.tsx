import { createContext, useContext, type ReactNode } from 'react'
import { useMarketLocale } from './market-locale.ts'

/**
 * The back office's locale for dates and numbers, in every market: its screens are English (ADR
 * 128), and an Arabic market's dates in Arabic were the only Arabic on them.
 */
export const BACK_OFFICE_LOCALE = 'en-GB'

const ScreenLocale = createContext<string | null>(null)

/** Around the back office's screens: what they format reads in its locale, not the market's. */
export const BackOfficeLocale = ({ children }: { children: ReactNode }) => (
  <ScreenLocale.Provider value={BACK_OFFICE_LOCALE}>{children}</ScreenLocale.Provider>
)

/** The locale a screen writes dates and numbers in: the back office's inside it, else the market's. */
export function useScreenLocale(): string {
  const backOffice = useContext(ScreenLocale)
  const market = useMarketLocale()
  return backOffice ?? market
}
