import { z } from 'zod'
import { PLACE_INPUT_MAX } from './place-input.ts'

/**
 * Place search (spec 1 §7 Maps service, spec 3 §2 Retailer locator: "place search uses a maps
 * service with an autocomplete session token"; ADR 157): a visitor types a town or a postcode,
 * picks one of the places suggested, and the retailers are ordered from it. The browser asks this
 * site, which asks the maps service: the server's key stays on the server, and a demo or test
 * without internet answers from a local gazetteer.
 *
 * A session token groups one visitor's typing and the place they pick into one search, as the maps
 * service bills them: the browser makes a token when a search starts and a new one after a pick.
 */

/** A suggestion: the place's id (for its details), its name and the line under it. */
export const placeSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  detail: z.string(),
})
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>

/** A picked place: where it is. */
export const placeSchema = z.object({
  id: z.string(),
  name: z.string(),
  lat: z.number(),
  lon: z.number(),
})
export type Place = z.infer<typeof placeSchema>

const sessionToken = z.uuid().describe('The search session: made by the browser when a search starts, new after a place is picked.')

export const autocompleteQuerySchema = z.object({
  input: z.string().trim().min(2).max(PLACE_INPUT_MAX).describe('What the visitor has typed: a town, a district or a postcode.'),
  session_token: sessionToken,
})

export const placeQuerySchema = z.object({ session_token: sessionToken })

/** A place id as the maps services write them (letters, digits, - and _). */
export const PLACE_ID_PATTERN = /^[\w-]{1,300}$/
