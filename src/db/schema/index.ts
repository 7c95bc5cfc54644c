// The one place drizzle-kit and the client read the schema from.
export * from './sites.ts'
export * from './content.ts'
export * from './media.ts'
export * from './auth.ts'
export * from './vehicles.ts'
export * from './forms.ts'
export * from './stock.ts'
export * from './stock-clients.ts'
