import { z } from 'zod'
import { EMAIL_MAX, isEmailAddress } from './email.ts'

/**
 * An e-mail address at an API or settings boundary, by the rule the browser's forms and journeys
 * check (email.ts), so neither side takes what the other refuses. Surrounding spaces are dropped.
 */
export const emailAddress = (message = 'must be an e-mail address') =>
  z.string().trim().max(EMAIL_MAX, `must be at most ${EMAIL_MAX} characters`).refine(isEmailAddress, message).meta({ format: 'email' })
