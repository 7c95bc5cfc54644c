/**
 * The English messages: the catalogue's reference locale (ADR 118). Every other locale file has
 * the same namespaces and ids, typed by these (a missing id does not compile). Messages are ICU
 * MessageFormat (`{name}`, `{count, plural, one {…} other {…}}`); a literal apostrophe before a
 * brace is doubled. The spec's exact English texts are kept verbatim.
 *
 * NOTE: English is also what the browser falls back to (the error view without a shell, the
 * editor's preview), so each of its namespaces is a module of its own under ./en/: a client
 * module imports the one it needs, never this index, which would bring every namespace into a
 * shared chunk of every page.
 */

export { accessoriesQuiz } from './en/accessoriesQuiz.ts'
export { consent } from './en/consent.ts'
export { dieselPetrolQuiz } from './en/dieselPetrolQuiz.ts'
export { electric } from './en/electric.ts'
export { financeCalculator } from './en/financeCalculator.ts'
export { infoSystem } from './en/infoSystem.ts'
export { mail } from './en/mail.ts'
export { mapUpdate } from './en/mapUpdate.ts'
export { news } from './en/news.ts'
export { overlay } from './en/overlay.ts'
export { rangeCalculator } from './en/rangeCalculator.ts'
export { selectVehicleToUpdate } from './en/selectVehicleToUpdate.ts'
export { orders } from './en/orders.ts'
export { shell } from './en/shell.ts'
export { rent } from './en/rent.ts'
export { search } from './en/search.ts'
export { stock } from './en/stock.ts'
export { subscriptionQuiz } from './en/subscriptionQuiz.ts'
export { ui } from './en/ui.ts'
export { vinCheckerLocal } from './en/vinCheckerLocal.ts'
