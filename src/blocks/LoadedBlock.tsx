import { useReducer, useState } from 'react'
import { useRevalidator } from 'react-router'
import { LOAD_FAILED_TEXT, TRY_AGAIN_TEXT } from './load-failed.ts'
import { blockRenderers, loadBlockRenderers } from './renderers.ts'
import type { BlockContext } from './template.ts'
import { useUiTexts } from '~/i18n/ui-texts.ts'
import { FocusableButton } from '~/ui/FocusableButton.tsx'

interface BlockContent {
  template: string
  fields: Record<string, unknown>
  groups: Record<string, unknown>[]
  data?: unknown
  dataFailed?: boolean
}

/** The block's own wording, or the market's where it has none or still holds the English default. */
const blockOrMarketText = (stored: unknown, englishDefault: string, marketText: string) =>
  typeof stored === 'string' && stored.trim() && stored !== englishDefault ? stored : marketText

/**
 * One block with its renderer. A renderer whose chunk failed to load (ADR 013) shows the block's
 * Loading Failed message and a 'Try again' button that loads it again (spec 2 §4 Block loading);
 * the texts are the block's error_msg and try_again_btn_label where it has them (spec 2 §3.3), else
 * the market's wording of the spec's defaults.
 */
export function LoadedBlock({ block, context }: { block: BlockContent; context: BlockContext }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const [retrying, setRetrying] = useState(false)
  const Block = blockRenderers[block.template]
  if (block.dataFailed) return <DataFailed fields={block.fields} />
  if (Block) return <Block fields={block.fields} groups={block.groups} context={context} data={block.data} />

  const retry = async () => {
    setRetrying(true)
    await loadBlockRenderers([block.template])
    setRetrying(false)
    rerender()
  }
  return <LoadFailed fields={block.fields} onRetry={retry} retrying={retrying} />
}

/** The block's server data could not be read (block-data.server.ts): 'Try again' reloads the page's data. */
function DataFailed({ fields }: { fields: Record<string, unknown> }) {
  const revalidator = useRevalidator()
  return <LoadFailed fields={fields} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
}

function LoadFailed({ fields, onRetry, retrying }: { fields: Record<string, unknown>; onRetry: () => void; retrying: boolean }) {
  const ui = useUiTexts()
  return (
    <div className="fc-load-failed" role="alert">
      <p>{blockOrMarketText(fields.error_msg, LOAD_FAILED_TEXT, ui.blockFailed)}</p>
      <FocusableButton className="fc-load-failed__retry" onClick={onRetry} inactive={retrying}>
        {blockOrMarketText(fields.try_again_btn_label, TRY_AGAIN_TEXT, ui.tryAgain)}
      </FocusableButton>
    </div>
  )
}
