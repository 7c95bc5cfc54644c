/**
 * The checkout's address names the step shown (`?step=details`), so that each step the shopper
 * moves to is an entry of the browser's history and Back returns to the step before (ADR 099).
 */
export const STEP_PARAM = 'step'
