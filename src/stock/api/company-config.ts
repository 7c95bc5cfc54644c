/** spec 3 §7 company_config/{scope}: 'all' (the default) or one section of it (ADR 072). */
export const COMPANY_CONFIG_SCOPES = ['all', 'site', 'locale', 'currency', 'stock_locator', 'features', 'enumerations'] as const
export type CompanyConfigScope = (typeof COMPANY_CONFIG_SCOPES)[number]
