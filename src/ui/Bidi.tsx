import { bidiSegments, hasRtl } from '~/i18n/bidi.ts'

/**
 * A value where it meets a label or other text (ADR 128): isolated, so its direction is its own
 * and its neighbours do not reorder it. Text without right-to-left letters is one `<bdi>`
 * (left to right in a right-to-left page: "2.0 Diesel AWD S", a VIN); mixed text keeps its
 * right-to-left words and isolates each left-to-right run in it ("فانتور ريدج ⁨2.0 Diesel AWD S⁩").
 */
export function Bidi({ text }: { text: string }) {
  if (!hasRtl(text)) return <bdi>{text}</bdi>
  return (
    <bdi>
      {bidiSegments(text).map((segment, i) =>
        segment.ltr ? (
          <bdi key={i} dir="ltr">
            {segment.text}
          </bdi>
        ) : (
          segment.text
        ),
      )}
    </bdi>
  )
}
