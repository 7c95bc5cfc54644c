import type { BlockContext } from '../template.ts'
import { HeroBanner } from './HeroBanner.tsx'
import type { HeroTitleBannerFields } from './template.ts'

export default function HeroTitleBanner({ fields, context }: { fields: HeroTitleBannerFields; groups: unknown[]; context: BlockContext }) {
  return <HeroBanner fields={fields} eager={context.eagerImages} />
}
