import { useRouteLoaderData } from 'react-router'

// Its own module: a vehicle card reads the locale without bringing the date formats into its chunk.

/** The market's language tag, as the root loader put it on `<html lang>` ('en' before it loads). */
export const useMarketLocale = (): string => useRouteLoaderData<{ lang?: string }>('root')?.lang ?? 'en'
