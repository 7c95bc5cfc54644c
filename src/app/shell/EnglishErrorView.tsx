import { isRouteErrorResponse } from 'react-router'
import { ENGLISH_SHELL_TEXTS } from '~/i18n/shell-texts.ts'
import { ErrorView } from './ErrorView.tsx'
import { NotFound } from './NotFound.tsx'

/**
 * The error layout's view when the root's loader failed, with no market to read its texts from:
 * English, and loaded only then (every other page has its market's texts in its data).
 */
export default function EnglishErrorView({ error }: { error: unknown }) {
  return isRouteErrorResponse(error) && error.status === 404 ? (
    <NotFound content={{}} texts={ENGLISH_SHELL_TEXTS} />
  ) : (
    <ErrorView error={error} texts={ENGLISH_SHELL_TEXTS} />
  )
}
