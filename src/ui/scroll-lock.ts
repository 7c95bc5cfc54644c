/**
 * Body scroll lock shared by every open modal: the first one locks, the last one to close
 * unlocks, so stacked modals (spec 1 §2 "several may stack") never unlock the page under another.
 * The count lives on the document, not in a module, so two copies of this module in different
 * chunks still agree. The scrollbar's width is given back as padding so the page does not shift.
 */
const COUNT = 'fcModalLocks'

export function lockScroll(doc: Document = document): () => void {
  const root = doc.documentElement
  const count = Number(root.dataset[COUNT] ?? '0')
  if (count === 0) {
    const scrollbar = (doc.defaultView?.innerWidth ?? 0) - root.clientWidth
    root.style.setProperty('overflow', 'hidden')
    if (scrollbar > 0) root.style.setProperty('padding-inline-end', `${scrollbar}px`)
  }
  root.dataset[COUNT] = String(count + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = Math.max(0, Number(root.dataset[COUNT] ?? '1') - 1)
    if (left === 0) {
      delete root.dataset[COUNT]
      root.style.removeProperty('overflow')
      root.style.removeProperty('padding-inline-end')
    } else root.dataset[COUNT] = String(left)
  }
}
