import { useEffect, useState } from 'react'
import { rangeCalculator as ENGLISH_RANGE_CALCULATOR_TEXTS } from '~/i18n/locales/en/rangeCalculator.ts'
import { Misconfigured } from '../Misconfigured.tsx'
import tool from '../Tool.module.css'
import { Calculator } from './Calculator.tsx'
import { readRangeData, type RangeDataRead } from './range-data.ts'
import type { RangeCalculatorFields } from './template.ts'

/**
 * The editor's view of a Range Calculator (the editor has no server data): the data file read in
 * the browser and checked with the same schema as on the server, then either the calculator on
 * it or the problems, each naming the file and the value (spec 2 §7, §8).
 */
export default function EditorPreview({ fields }: { fields: RangeCalculatorFields }) {
  const [answer, setAnswer] = useState<{ url: string; read: RangeDataRead } | null>(null)
  const url = fields.data_url
  // The answer for another address (the editor just changed it) is not shown.
  const read = answer?.url === url ? answer.read : null
  useEffect(() => {
    let live = true
    const failed = (problem: string): RangeDataRead => ({ ok: false, problems: [problem] })
    fetch(url, { headers: { accept: 'application/json' } })
      .then(async (response) =>
        response.ok ? readRangeData(await response.text(), url) : failed(`${url} was not found (${response.status}).`),
      )
      .catch(() => failed(`${url} could not be read.`))
      .then((result) => {
        if (live) setAnswer({ url, read: result })
      })
    return () => {
      live = false
    }
  }, [url])
  if (!read) return <p className={tool.muted}>…</p>
  if (!read.ok) return <Misconfigured editing heading="This range calculator cannot be shown:" problems={read.problems} fields={fields} />
  return <Calculator fields={fields} range={read.data} texts={ENGLISH_RANGE_CALCULATOR_TEXTS} />
}
