import { selectVehicleToUpdate as ENGLISH_SELECT_VEHICLE_TEXTS } from '~/i18n/locales/en/selectVehicleToUpdate.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import { selectVehicleConfig } from './config.ts'
import { Finder } from './Finder.tsx'
import type { SelectVehicleFields, SelectVehicleGroup } from './template.ts'

/**
 * The editor's view (the editor has no server data): the mapper and groups checked in the browser
 * as the server checks them, then either the finder or the problems, each naming its place.
 */
export default function EditorPreview({ fields, groups }: { fields: SelectVehicleFields; groups: SelectVehicleGroup[] }) {
  const config = selectVehicleConfig(fields, groups)
  if (!config.ok)
    return <Misconfigured editing heading="This vehicle selector cannot be shown:" problems={config.problems} fields={fields} />
  return <Finder fields={fields} groups={groups} mapper={config.mapper} texts={ENGLISH_SELECT_VEHICLE_TEXTS} />
}
