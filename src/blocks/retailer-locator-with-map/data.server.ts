export { resolveData } from '../retailer-locator/data.server.ts'
