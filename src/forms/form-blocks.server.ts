import type { Database } from '~/db/client.server.ts'
import { publicForm } from './form-views.server.ts'
import { readPublicForm, type FormBlockSource } from './public-form.ts'

/**
 * The form blocks' data source (src/blocks/block-data.server.ts): a market's form as the public
 * GET /api/forms/forms/{id} answers it, with a form_token issued now, read in process.
 */
export function createFormBlockSource(database: Database): FormBlockSource {
  return {
    async publicForm(siteId, formId, settings) {
      const resource = await publicForm(database, siteId, formId, settings)
      return resource ? readPublicForm({ data: resource }) : null
    },
  }
}
