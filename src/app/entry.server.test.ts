import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router'
import { expect, it } from 'vitest'
import { isExpectedRefusal } from './entry.server.tsx'

// A POST to a page (no action: 405) or an unknown route (404) is the request's fault: answered,
// not logged with a stack; a failure of the render is logged.
it.each([
  ['a page without an action, posted to (405)', new ErrorResponse(405, 'Method Not Allowed', null, true), true],
  ['no such route (404)', new ErrorResponse(404, 'Not Found', null, true), true],
  ['a loader that answered 503', new ErrorResponse(503, 'Service Unavailable', null), false],
  ['an exception', new Error('boom'), false],
  ['a thrown string', 'boom', false],
])('%s', (_name, error, expected) => {
  expect(isExpectedRefusal(error)).toBe(expected)
})
