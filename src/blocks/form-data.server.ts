import type { BlockDataResolver } from './block-data.server.ts'
import type { FormBlockData } from './BlockForm.tsx'

/**
 * The data of every form block (spec 2 §3.5, §3.10): its form's public part with the places its
 * location fields offer and a form_token issued now, read in process (no HTTP hop), so the first
 * HTML has the whole form. A form id the market does not have gives null: the block shows nothing
 * (in the editor, a note); a failing read shows the block's Loading Failed state.
 */
export const resolveFormBlock: BlockDataResolver<{ form_id: string | number }, unknown, FormBlockData> = async (
  { fields },
  { site, settings, sources },
) => {
  const formId = String(fields.form_id).trim()
  return /^\d{1,9}$/.test(formId) ? sources.forms.publicForm(site.id, Number(formId), settings) : null
}
