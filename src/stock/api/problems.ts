import { invalidParameter, parameterProblem, problem } from '~/lib/api-problems.ts'
import { COMPANY_CONFIG_SCOPES } from './company-config.ts'
import { SITE_CONFIG_TYPES } from '../rules/config-types.ts'

/** The inventory API's error bodies. A bad parameter is named in errors[].source.parameter (api-problems.ts). */
export const listingNotFound = (key: string) => problem(404, 'Listing not found', `No publication list ${key.slice(0, 60)} in this market`)
export const vehicleNotFound = (id: string) =>
  problem(404, 'Vehicle not found', `No vehicle ${id.slice(0, 20)} in the publication list(s) asked`)
export const companyConfigNotFound = () =>
  problem(404, 'Company config not found', `scope must be one of ${COMPANY_CONFIG_SCOPES.join(', ')}`)
export const translationsNotFound = (id: string) =>
  problem(404, 'Translations not found', `No stock locator translations for language ${id.slice(0, 20)}`)
export const siteNotFound = (market: string, asked: string) =>
  problem(404, 'Site not found', `This market is ${market}, not ${asked.slice(0, 40)}`)
export const unknownConfigType = (type: string) =>
  invalidParameter('config_type', `${type.slice(0, 60)} is not one of ${SITE_CONFIG_TYPES.join(', ')}`)
export const invalidBuild = (detail: string) => parameterProblem(400, 'Invalid configurator build', 'config_url', detail)
export const unknownBuild = () =>
  parameterProblem(404, 'Configurator build not found', 'config_url', 'This market holds no configurator build for this config_url.')
