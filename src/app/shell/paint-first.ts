/**
 * The routes visitors land on (content pages, the showroom, the 404 page) export this as their
 * `handle`: their documents fetch their scripts after the first paint (ADR 095). The back office,
 * the editor and the sign-in pages, used on a desk and clicked at once, keep React Router's
 * preloads and hydrate as soon as they can.
 */
export const PAINT_FIRST = { paintFirst: true } as const

/** Whether a document's matched routes ask for its scripts after the first paint. */
export const paintsFirst = (matches: readonly { route: { handle?: unknown } }[]) =>
  matches.some(({ route }) => (route.handle as Partial<typeof PAINT_FIRST> | undefined)?.paintFirst === true)
