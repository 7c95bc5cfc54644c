// no-external.css: Puck's styles without the web-font import, which this offline product cannot load.
import '@puckeditor/core/no-external.css'
import {
  createUsePuck,
  Drawer,
  Puck,
  useGetPuck,
  type Config,
  type Data,
  type Overrides,
  type UiState,
  type Viewports,
} from '@puckeditor/core'
import { createContext, use, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useBlocker } from 'react-router'
import { editorApi, EditorApiError, type PageConflict, type PageSummary, type PageVersion } from '../editor-api.ts'
import type { PageDocument } from '../document.ts'
import { EditorFieldErrors } from '../fields/EditorFieldErrors.tsx'
import type { FieldErrors } from '../fields/errors.ts'
import { errorsFromProblems, hasFieldErrors, validatePuckData } from '../fields/validation.ts'
import { problemLabel } from '../fields/problem-label.ts'
import { ROOT_ERRORS_ID } from '../fields/errors.ts'
import { UnparsedInputsContext, type UnparsedInputs } from '../fields/unparsed-inputs.ts'
import { pageChoice } from '../fields/LinkField.tsx'
import { buildPuckConfig } from '../puck-config.tsx'
import type { EditorOptions, PageChoice } from '../fields/types.ts'
import { fromPuckData, GROUPS_PROP, toPuckData } from '../puck-data.ts'
import { BackOfficeLocale } from '~/ui/screen-locale.tsx'
import { blockImageIds } from '~/blocks/images.ts'
import { blockRegistry, findTemplate } from '~/blocks/registry.ts'
import { ImageFactsContext } from '~/ui/Image.tsx'
import { useMediaBase } from '~/ui/media-base.ts'
import { useEditorImageFacts } from './image-facts.ts'
import { orderGroupsByUse, type BlockUsage } from '../catalogue.ts'
import { editorStatus, editorTitle, previewHref } from './status.ts'
import { appUrl, documentBasename } from '~/lib/app-base.ts'
import { ConflictNotice } from './ConflictNotice.tsx'
import { Topbar } from './Topbar.tsx'
import { RestoreDialog } from './RestoreDialog.tsx'
import styles from './Editor.module.css'
import { DateTime } from '~/ui/dates.tsx'

/** spec 1 §2 Editor viewports: phone, tablet, desktop. */
export const EDITOR_VIEWPORTS: Viewports = [
  { width: 375, height: 'auto', label: 'Phone', icon: 'Smartphone' },
  { width: 768, height: 'auto', label: 'Tablet', icon: 'Tablet' },
  { width: 1440, height: 'auto', label: 'Desktop', icon: 'Monitor' },
]

const NO_USAGE: BlockUsage = {}

/**
 * The preview frame's settings, one object for the editor's life: Puck 0.23 redraws its canvas for
 * a new `iframe` object and, while its undo history holds one entry, replaces that entry with the
 * page as it is then. A new object on each render (the first edit renders the editor: it is
 * unsaved) put the first edit into the loaded page's entry, so Undo could not go back to it.
 */
const EDITOR_IFRAME = { enabled: true, waitForStyles: true }

export interface EditorProps {
  pageId: number
  /** The market's language, for the preview frame (src/i18n/language.ts). */
  language: { lang: string; dir: 'ltr' | 'rtl' }
  brand: string
  /** How often each template is used on the market's pages: the catalogue opens on the most used group. */
  blockUsage?: BlockUsage
  /** The market's forms: form_id fields and form links offer them (spec 2 §3.2 `{type:'forms'}`). */
  forms?: { value: string; label: string }[]
  /** The market's stock lists: the listing blocks' ci_key_list offers them (ADR 074). */
  stockLists?: { value: string; label: string }[]
  /** A new block's texts in the market's language (ADR 183). */
  startingTexts?: Readonly<Record<string, string>>
  /** The market's stock locator texts, for the canvas's stock blocks (ADR 089). */
  stockTexts?: EditorOptions['stockTexts']
}

interface EditorState {
  page: PageSummary
  dirty: boolean
  busy: 'saving' | 'publishing' | null
  notice: string | null
  errors: FieldErrors
  /** Someone changed the page since it was loaded: the last save was refused. */
  conflict: PageConflict | null
  reload: () => Promise<void>
  keepMine: () => void
  save: () => Promise<PageSummary | null>
  publish: () => Promise<void>
  restore: (version: number) => Promise<void>
  language: EditorProps['language']
  brand: string
  blockUsage: BlockUsage
}
const EditorContext = createContext<EditorState | null>(null)
const useEditor = () => use(EditorContext)!
const usePuck = createUsePuck()

const json = (document: PageDocument) => JSON.stringify(document)
/** A 422 answer's problems as errors at the fields of the data that was sent (editor-contract.md). */
const errorsOf = (error: unknown, data: Data): FieldErrors | null => {
  if (!(error instanceof EditorApiError) || error.status !== 422) return null
  return errorsFromProblems(data, error.errors)
}

/**
 * The editor of one page: Puck with the block catalogue, our topbar, a searchable
 * component list with thumbnails, phone / tablet / desktop viewports and the page properties as
 * Puck's root fields. Client-only: the /cms route loads it lazily (ADR 026).
 */
export default function EditorApp({
  pageId,
  language,
  brand,
  blockUsage = NO_USAGE,
  forms,
  stockLists,
  startingTexts,
  stockTexts,
}: EditorProps) {
  const [pages, setPages] = useState<PageChoice[]>([])
  // Internal links offer the site's pages (the fields helper's link editor); rich text takes the market's direction.
  const config = useMemo<Config>(
    () => buildPuckConfig({ pages, dir: language.dir, forms, stockLists, startingTexts, stockTexts }),
    [pages, language.dir, forms, stockLists, startingTexts, stockTexts],
  )
  const [loaded, setLoaded] = useState<{ page: PageSummary; data: Data } | { error: string } | null>(null)
  const [page, setPage] = useState<PageSummary | null>(null)
  const saved = useRef('')
  const [dirty, setDirty] = useState(false)
  const [busy, setBusy] = useState<EditorState['busy']>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const shownErrors = useRef(errors)
  useEffect(() => {
    shownErrors.current = errors
  }, [errors])
  const latest = useRef<Data | null>(null)
  const [restored, setRestored] = useState<{ data: Data; key: number } | null>(null)
  // The page revision the edits build on: sent with each save, so a stale one is refused (409).
  const revision = useRef(0)
  const [conflict, setConflict] = useState<PageConflict | null>(null)
  // Fields whose text is not yet a value (src/cms/fields/unparsed-inputs.ts), by input id.
  const unparsed = useRef(new Map<string, string>())
  // The page's images, whose library facts the canvas shows them with (as the published page does).
  const [imageIds, setImageIds] = useState<number[]>([])
  const imageFacts = useEditorImageFacts(imageIds, useMediaBase())
  const unparsedInputs = useMemo<UnparsedInputs>(
    () => ({ report: (id, problem) => (problem ? unparsed.current.set(id, problem) : unparsed.current.delete(id)) }),
    [],
  )

  useEffect(() => {
    let live = true
    editorApi.getPage(pageId).then(
      (result) => {
        if (!live) return
        saved.current = json(result.document)
        const data = toPuckData(result.document)
        latest.current = data
        setImageIds(blockImageIds(result.document.blocks))
        revision.current = result.page.revision
        setPage(result.page)
        setLoaded({ page: result.page, data })
      },
      (error: unknown) => live && setLoaded({ error: error instanceof Error ? error.message : 'The page could not be loaded' }),
    )
    editorApi.listPages().then(
      (list) => live && setPages(list.map((page) => pageChoice(page, documentBasename()))),
      () => {},
    )
    return () => {
      live = false
    }
  }, [pageId])

  const onChange = useCallback((data: Data) => {
    latest.current = data
    const document = fromPuckData(data)
    setDirty(json(document) !== saved.current)
    setImageIds(blockImageIds(document.blocks))
    // Fields to correct follow the edits: a corrected field leaves the list (the fields' own
    // checks; the server checks again on the next save). Else the list stayed after every fix,
    // and with the page back as saved, Save was off and only a reload cleared it.
    if (hasFieldErrors(shownErrors.current)) {
      const now = validatePuckData(data)
      setErrors(now)
      if (!hasFieldErrors(now)) setNotice((notice) => (notice === FIELDS_TO_CORRECT ? null : notice))
    }
  }, [])

  /** Saves the draft; the saved page, or null when not saved (invalid fields, a conflict, an error). */
  const save = useCallback(async (): Promise<PageSummary | null> => {
    const data = latest.current
    if (!data) return null
    // Saving now would keep the block's last valid value and drop what the field shows.
    const [unparsedInput] = unparsed.current
    if (unparsedInput) {
      // Named by its block too: the field may be in a block that is not open.
      const [inputId, problem] = unparsedInput
      const block = data.content.find((item) => inputId.startsWith(`${String(item.props.id)}_`))
      const blockName = block ? (findTemplate(block.type)?.name ?? block.type) : null
      setNotice(`Not saved: ${blockName ? `${blockName} › ` : ''}${problem}`)
      return null
    }
    const document = fromPuckData(data)
    // The fields' own checks first: nothing invalid goes to the server (the server checks again).
    const local = validatePuckData(data)
    if (hasFieldErrors(local)) {
      setErrors(local)
      setNotice(FIELDS_TO_CORRECT)
      return null
    }
    setBusy('saving')
    setNotice(null)
    try {
      const result = await editorApi.saveDraft(pageId, document, revision.current)
      saved.current = json(document)
      revision.current = result.page.revision
      setConflict(null)
      setPage(result.page)
      setDirty(json(fromPuckData(latest.current ?? data)) !== saved.current)
      setErrors({})
      setNotice('Draft saved')
      return result.page
    } catch (error) {
      if (error instanceof EditorApiError && error.conflict) {
        setConflict(error.conflict)
        setNotice(null)
        return null
      }
      const mapped = errorsOf(error, data)
      setErrors(mapped ?? {})
      setNotice(mapped ? FIELDS_TO_CORRECT : `Not saved: ${error instanceof Error ? error.message : 'error'}`)
      return null
    } finally {
      setBusy(null)
    }
  }, [pageId])

  const publish = useCallback(async () => {
    if ((dirty || unparsed.current.size > 0) && !(await save())) return
    setBusy('publishing')
    try {
      // Only the revision this editor shows goes live; a newer one by someone else is a conflict.
      const result = await editorApi.publish(pageId, revision.current)
      revision.current = result.page.revision
      setPage(result.page)
      setNotice(`Published version ${result.version}`)
    } catch (error) {
      if (error instanceof EditorApiError && error.conflict) setConflict(error.conflict)
      else setNotice(`Not published: ${error instanceof Error ? error.message : 'error'}`)
    } finally {
      setBusy(null)
    }
  }, [dirty, pageId, save])

  /**
   * A document the server now holds (reloaded or restored) shown in a new Puck: undo history
   * starts again from it, and the editor has nothing unsaved.
   */
  const showFromServer = useCallback((result: Pick<Awaited<ReturnType<typeof editorApi.getPage>>, 'page' | 'document'>) => {
    saved.current = json(result.document)
    const data = toPuckData(result.document)
    latest.current = data
    revision.current = result.page.revision
    setPage(result.page)
    setDirty(false)
    setErrors({})
    setRestored((r) => ({ data, key: (r?.key ?? 0) + 1 }))
  }, [])

  /** After a conflict: the page as it is now (the editor's unsaved changes go). */
  const reload = useCallback(async () => {
    try {
      showFromServer(await editorApi.getPage(pageId))
      setConflict(null)
      setNotice('Reloaded: you see the latest version')
    } catch (error) {
      setNotice(`Not reloaded: ${error instanceof Error ? error.message : 'error'}`)
    }
  }, [pageId, showFromServer])

  /** After a conflict: keep editing; the next Save builds on the newer revision, replacing it. */
  const keepMine = useCallback(() => {
    if (conflict) revision.current = conflict.revision
    // What the server holds is no longer what this editor shows: Save stays on until it is.
    saved.current = ''
    setDirty(true)
    setConflict(null)
    setNotice('Your changes are kept: Save replaces the other version')
  }, [conflict])

  const restore = useCallback(
    async (version: number) => {
      setNotice(null)
      try {
        showFromServer(await editorApi.restoreVersion(pageId, version))
        setNotice(`Version ${version} restored as the draft`)
      } catch (error) {
        setNotice(`Not restored: ${error instanceof Error ? error.message : 'error'}`)
      }
    },
    [pageId, showFromServer],
  )

  useLeaveWarning(dirty)

  const overrides = useMemo<Partial<Overrides>>(
    () => ({
      header: () => <EditorHeader />,
      drawer: () => <ComponentsPanel />,
      iframe: PreviewFrame,
      fields: ({ children }) => <FieldsWithErrors>{children}</FieldsWithErrors>,
    }),
    [],
  )

  if (!loaded) return <p className={styles.loading}>Loading the editor…</p>
  if ('error' in loaded)
    return (
      <p role="alert" className={styles.loading}>
        {loaded.error}
      </p>
    )
  const state: EditorState = {
    page: page ?? loaded.page,
    dirty,
    busy,
    notice,
    errors,
    conflict,
    reload,
    keepMine,
    save,
    publish,
    restore,
    language,
    brand,
    blockUsage,
  }
  return (
    // The editor's own dates (an edit conflict, the versions) in the back office's English (ADR 128);
    // the page's blocks in its frame format with the market's locale, which this does not change.
    <BackOfficeLocale>
      <EditorContext value={state}>
        <UnparsedInputsContext value={unparsedInputs}>
          <div className={styles.editor} ref={labelPuckControls}>
            <ImageFactsContext value={imageFacts}>
              <Puck
                key={restored?.key ?? 0}
                config={config}
                data={restored?.data ?? loaded.data}
                onChange={onChange}
                overrides={overrides}
                viewports={EDITOR_VIEWPORTS}
                iframe={EDITOR_IFRAME}
                height="100vh"
              />
            </ImageFactsContext>
          </div>
        </UnparsedInputsContext>
      </EditorContext>
    </BackOfficeLocale>
  )
}

/**
 * Names for Puck's controls that it draws without one, and offers no way to name (Puck 0.23):
 * the zoom select, the preview frame (axe select-name, frame-title) and a list's add button; a
 * list item's summary says whether it is open. Puck may draw them again, so they are named
 * whenever the editor's DOM changes.
 *
 * And a list item opens from the keyboard: its summary is also the handle to drag it by, which
 * takes Enter and Space to start a drag, so nothing opened the item without a mouse. Enter opens
 * or closes it (as a click does); Space still picks it up to move it.
 */
function labelPuckControls(root: HTMLDivElement | null) {
  if (!root) return
  const label = () => {
    for (const select of root.querySelectorAll('select[class*="zoomSelect"]:not([aria-label])')) select.setAttribute('aria-label', 'Zoom')
    for (const frame of root.querySelectorAll('iframe#preview-frame:not([title])')) frame.setAttribute('title', 'Page preview')
    for (const add of root.querySelectorAll('button[class*="_ArrayField-addButton"]:not([aria-label])'))
      add.setAttribute('aria-label', 'Add item')
    for (const summary of root.querySelectorAll(ITEM_SUMMARY)) {
      const open = String(summary.parentElement?.matches('[class*="_ArrayFieldItem--isExpanded"]') ?? false)
      if (summary.getAttribute('aria-expanded') !== open) summary.setAttribute('aria-expanded', open)
    }
  }
  label()
  const observer = new MutationObserver(label)
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] })
  const openItem = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLElement) || !event.target.matches(ITEM_SUMMARY)) return
    event.preventDefault()
    event.stopPropagation()
    event.target.click()
  }
  root.addEventListener('keydown', openItem, true)
  return () => {
    observer.disconnect()
    root.removeEventListener('keydown', openItem, true)
  }
}
const ITEM_SUMMARY = '[class*="_ArrayFieldItem-summary"]'

/**
 * Whether a history record holds this page data: the same object, or (after a change Puck does not
 * record, such as resolved block data) the same content.
 */
const sameData = (recorded: Data | undefined, current: Data) =>
  recorded === current || (recorded !== undefined && JSON.stringify(recorded) === JSON.stringify(current))

/** The topbar inside Puck, where the history and the current data are at hand. */
function EditorHeader() {
  const editor = useEditor()
  const back = usePuck((s) => s.history.back)
  const forward = usePuck((s) => s.history.forward)
  const hasPast = usePuck((s) => s.history.hasPast)
  const hasFuture = usePuck((s) => s.history.hasFuture)
  const historyRecorded = usePuck((s) => sameData(s.history.histories[s.history.index]?.state.data, s.appState.data))
  const title = usePuck((s) => editorTitle(s.appState.data.root.props, editor.page.title))
  const [versionsOpen, setVersionsOpen] = useState(false)
  return (
    <Topbar
      title={title}
      path={editor.page.path}
      status={editorStatus(editor.page, editor.dirty)}
      disabled={!editor.page.enabled}
      busy={editor.busy}
      canUndo={hasPast}
      canRedo={hasFuture}
      historyRecorded={historyRecorded}
      onUndo={back}
      onRedo={forward}
      onSave={() => void editor.save()}
      onPublish={() => void editor.publish()}
      onToggleVersions={() => setVersionsOpen((o) => !o)}
      versionsOpen={versionsOpen}
      // Under the market's base path, where the editor runs (`/ar/cms` → `/ar/disabled-preview/about`, `/ar/about`).
      previewHref={appUrl(previewHref(editor.page.path))}
      siteHref={appUrl(editor.page.path)}
      notice={editor.notice}
    >
      {editor.conflict && <ConflictNotice conflict={editor.conflict} onReload={() => void editor.reload()} onKeepMine={editor.keepMine} />}
      {hasFieldErrors(editor.errors) && <ProblemSummary errors={editor.errors} />}
      {versionsOpen && <VersionsPanel onClose={() => setVersionsOpen(false)} />}
    </Topbar>
  )
}

const FIELDS_TO_CORRECT = 'Not saved: please correct the fields listed below.'

/** Below Puck's breakpoint its panels are tabs (Blocks, Outline, Fields) over the canvas. */
const PUCK_PHONE_LAYOUT = '(max-width: 637.98px)'

/**
 * Focuses a field of the panel on `side` once Puck shows it, in the middle of the panel: tried
 * each frame for up to two seconds, as Puck draws the panel after the selection and opens it with
 * a transition. Puck draws each field twice (its phone and desktop panels), with ids
 * `{block id}_custom_{field}-…`, a list item's `{block id}_array_groups-{n}_{field}-…`; a problem of
 * a list item ('groups[2].title') opens the item and goes to its field. With the block's id, only
 * its own field: the panel may still show the block selected before, whose field of that name
 * would take the focus and go with the panel.
 */
function focusFieldWhenShown(side: 'left' | 'right', prop: string, blockId: string | null, until = performance.now() + 2000) {
  const name = prop.split(/[.[]/)[0]
  if (!name) return
  const panel = `[class*="_Sidebar--${side}_"]`
  const item = groupItemOf(prop)
  let controls: NodeListOf<HTMLElement>
  if (item) {
    // A field of a list item: Puck draws it only while its item is open, so a closed item is opened
    // (its summary toggles it) in the list as shown, whose order is the data's.
    const shown = document.querySelectorAll<HTMLElement>(`${panel} [class*="_ArrayFieldItem_"]`)[item.index]
    if (!shown) return retry()
    if (!shown.matches('[class*="_ArrayFieldItem--isExpanded"]'))
      shown.querySelector<HTMLElement>('[class*="_ArrayFieldItem-summary"]')?.click()
    const own = blockId ? `[id^="${CSS.escape(blockId)}_array_"]` : ''
    controls = shown.querySelectorAll<HTMLElement>(
      `:is(input, textarea, select, [contenteditable])[id*="_${CSS.escape(item.symbol)}-_"]${own}`,
    )
  } else {
    const own = blockId ? `[id^="${CSS.escape(blockId)}_custom_"]` : ''
    controls = document.querySelectorAll<HTMLElement>(
      `${panel} :is(input, textarea, select, [contenteditable])[id*="_custom_${CSS.escape(name)}-"]${own}`,
    )
  }
  // Inside a field of several controls (a list of links), the one marked wrong; else the first.
  const input = [...controls].find((control) => control.getAttribute('aria-invalid') === 'true') ?? controls[0]
  if (input) {
    input.scrollIntoView({ block: 'center' })
    const box = input.getBoundingClientRect()
    // Shown: the point at its middle is the field, not a folded panel or the canvas over it.
    if (input.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))) {
      input.focus({ preventScroll: true })
      return
    }
  }
  retry()
  function retry() {
    if (performance.now() < until) requestAnimationFrame(() => focusFieldWhenShown(side, prop, blockId, until))
  }
}

/** The list item and field a problem names (`groups[2].title` → item 2's `title`), or null for a block's own field. */
function groupItemOf(prop: string): { index: number; symbol: string } | null {
  const match = new RegExp(`^${GROUPS_PROP}\\[(\\d+)\\]\\.(\\w+)`).exec(prop)
  return match ? { index: Number(match[1]), symbol: match[2]! } : null
}

/**
 * Selects a block (or the page, `null`) and puts the focus in its field `prop`, its fields in
 * sight: on a phone Puck's Fields panel, else the sidebar that holds them.
 */
function showFields(dispatch: PuckDispatch, block: { selector: ItemSelector; id: string } | null, prop: string) {
  const phone = window.matchMedia(PUCK_PHONE_LAYOUT).matches
  const panel = phone ? { leftSideBarVisible: true, plugin: { current: 'fields' } } : { rightSideBarVisible: true }
  dispatch({ type: 'setUi', ui: { itemSelector: block?.selector ?? null, ...panel } })
  focusFieldWhenShown(phone ? 'left' : 'right', prop, block?.id ?? null)
}
type PuckDispatch = ReturnType<ReturnType<typeof useGetPuck>>['dispatch']
type ItemSelector = NonNullable<UiState['itemSelector']>

/** Puck's zone of the page's own blocks (its `rootDroppableId`, not exported). */
const PAGE_ZONE = 'root:default-zone'

/** The summary of the fields to correct; each entry selects the block it belongs to. */
function ProblemSummary({ errors }: { errors: FieldErrors }) {
  const problems = Object.entries(errors).flatMap(([itemId, byProp]) =>
    Object.entries(byProp).map(([prop, message]) => ({ itemId, prop, message })),
  )
  const getPuck = useGetPuck()
  // Each problem names its block and field as the panels do ('Hero Carousel › Item 1 › …').
  const content = usePuck((s) => s.appState.data.content)
  const label = ({ itemId, prop }: { itemId: string; prop: string }) => {
    const type = itemId === ROOT_ERRORS_ID ? undefined : content.find((item) => String(item.props.id) === itemId)?.type
    const template = type ? (findTemplate(type) ?? null) : null
    const field = prop ? problemLabel(template, prop) : ''
    return [template?.name, field].filter(Boolean).join(' › ')
  }
  const select = (itemId: string, prop: string) => {
    const { dispatch, getSelectorForId } = getPuck()
    const selector = itemId === ROOT_ERRORS_ID ? undefined : getSelectorForId(itemId)
    showFields(dispatch, selector ? { selector, id: itemId } : null, prop)
  }
  return (
    <div className={styles.problems} role="alert" aria-label="Fields to correct">
      <strong>{problems.length === 1 ? '1 field to correct' : `${problems.length} fields to correct`}</strong>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <button type="button" onClick={() => select(p.itemId, p.prop)}>
              {label(p) ? `${label(p)}: ` : ''}
              {p.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The page's published versions, newest first; Restore makes one the draft and loads it. */
function VersionsPanel({ onClose }: { onClose: () => void }) {
  const editor = useEditor()
  const [versions, setVersions] = useState<PageVersion[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    const panel = ref.current
    const bar = panel?.closest('header')
    if (!panel || !bar) return
    // A popover is in the top layer: none of Puck's panels covers it and the topbar, whose
    // overflow Puck clips, does not cut it off. It opens below the topbar, whose
    // height changes with notices and wrapping.
    const place = () => {
      panel.style.insetBlockStart = `${Math.round(bar.getBoundingClientRect().bottom) + 4}px`
    }
    place()
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(place) : null
    observer?.observe(bar)
    if (typeof panel.showPopover === 'function' && !panel.matches(':popover-open')) panel.showPopover()
    // Focus goes back where it came from (the Versions button) when the panel closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    panel.focus()
    return () => {
      observer?.disconnect()
      // After the commit: a restore makes the editor anew (its Puck is keyed by the version), and the
      // opener goes with the old one; the new Versions button takes the focus then.
      setTimeout(() => (opener?.isConnected ? opener : document.querySelector<HTMLElement>('[data-versions-button]'))?.focus())
    }
  }, [])
  useEffect(() => {
    editorApi.versions(editor.page.id).then(setVersions, (e: unknown) => setError(e instanceof Error ? e.message : 'error'))
  }, [editor.page.id, editor.page.published])
  // Restore asks first, naming the version and offering its preview (ADR 141).
  const [asking, setAsking] = useState<PageVersion | null>(null)
  const restore = async (number: number) => {
    setAsking(null)
    await editor.restore(number)
    onClose()
  }
  return (
    <section
      ref={ref}
      className={styles.versions}
      aria-label="Versions"
      popover="manual"
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape in the Restore dialog is the dialog's (it cancels), not the panel's.
        if (event.key === 'Escape' && !asking) onClose()
      }}
    >
      <h2>Versions</h2>
      {error && <p role="alert">{error}</p>}
      {versions === null ? (
        <p>Loading…</p>
      ) : versions.length === 0 ? (
        <p>Not published yet.</p>
      ) : (
        <ol>
          {versions.map((v) => (
            <li key={v.number}>
              <span>Version {v.number}</span>
              <span>
                {v.published_at && <DateTime iso={v.published_at} />}
                {v.published_by ? ` · ${v.published_by}` : ''}
              </span>
              <button type="button" onClick={() => setAsking(v)} aria-label={`Restore version ${v.number}`}>
                Restore
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
      {asking && (
        <RestoreDialog
          version={asking}
          path={editor.page.path}
          unsaved={editor.dirty}
          onConfirm={() => void restore(asking.number)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  )
}

/** The field panel with the errors of the selected block (or the page) at its fields. */
function FieldsWithErrors({ children }: { children: ReactNode }) {
  const { errors } = useEditor()
  return <EditorFieldErrors errors={errors}>{children}</EditorFieldErrors>
}

/**
 * The sidebar's block list: a search box, then the templates by category, each with its
 * thumbnail. Dragging an item onto the page is Puck's (Drawer.Item).
 */
function ComponentsPanel() {
  const config = usePuck((s) => s.config)
  const { blockUsage } = useEditor()
  const [query, setQuery] = useState('')
  const q = query.trim().toLowerCase()
  const label = (key: string) => config.components[key]?.label ?? key
  const matches = (key: string) => !q || label(key).toLowerCase().includes(q) || key.includes(q)
  // The most used group first, not spec 2 §3.1's first ('Advanced'), whatever the search.
  const groups = useMemo(
    () =>
      orderGroupsByUse(
        Object.entries(config.categories ?? {}).map(([id, c]) => ({ id, title: c.title ?? id, keys: c.components ?? [] })),
        blockUsage,
      ),
    [config.categories, blockUsage],
  )
  const categories = groups.map((c) => ({ ...c, keys: c.keys.filter(matches) })).filter((c) => c.keys.length > 0)
  return (
    <div className={styles.components}>
      <label className={styles.componentSearch}>
        Search blocks <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </label>
      {categories.length === 0 && <p>No block matches “{query}”.</p>}
      {categories.map((category) => (
        <section key={category.id} aria-label={category.title} className={styles.category}>
          <h3>{category.title}</h3>
          <Drawer>
            {category.keys.map((key) => (
              <div key={key} className={styles.paletteItem}>
                <Drawer.Item name={key} label={label(key)}>
                  {() => <ComponentItem name={key} label={label(key)} />}
                </Drawer.Item>
                <AddBlockButton name={key} label={label(key)} />
              </div>
            ))}
          </Drawer>
        </section>
      ))}
    </div>
  )
}

/**
 * The keyboard's way to add a block (WCAG 2.1.1; dragging takes a pointer): after the selected
 * block of the page, else at its end; the new block is selected and the focus goes to its first
 * field.
 */
function AddBlockButton({ name, label }: { name: string; label: string }) {
  const getPuck = useGetPuck()
  const add = () => {
    const { appState, dispatch } = getPuck()
    const selected = appState.ui.itemSelector
    const onPage = selected && (selected.zone === undefined || selected.zone === PAGE_ZONE)
    const index = onPage ? selected.index + 1 : appState.data.content.length
    // The id Puck would make (`{template}-{uuid}`), made here to find the block's own fields.
    const id = `${name}-${crypto.randomUUID()}`
    dispatch({ type: 'insert', componentType: name, destinationIndex: index, destinationZone: PAGE_ZONE, id })
    showFields(dispatch, { selector: { index, zone: PAGE_ZONE }, id }, findTemplate(name)?.fields[0]?.symbol ?? '')
  }
  return (
    <button type="button" className={styles.addBlock} onClick={add} aria-label={`Add ${label}`}>
      Add
    </button>
  )
}

/** One block of the list: its thumbnail (template.thumbnail_url) and name. */
function ComponentItem({ name, label }: { name: string; label: string }) {
  return (
    <div className={styles.componentItem} data-template={name}>
      <img
        src={(blockRegistry as Record<string, { thumbnail_url: string } | undefined>)[name]?.thumbnail_url}
        alt=""
        loading="lazy"
        width={96}
        height={54}
      />
      <span>{label}</span>
    </div>
  )
}

/**
 * The preview frame takes the market's direction and language, and the site's brand (theme
 * tokens), while the editor around it is English and left to right (ADR 128). NOTE: Puck copies
 * the editor document's <html> attributes into the frame after this effect, so they are set again
 * whenever they change.
 */
function PreviewFrame({ children, document: frame }: { children: ReactNode; document?: Document }) {
  const { language, brand } = useEditor()
  useEffect(() => {
    if (!frame) return
    const html = frame.documentElement
    const wanted: Record<string, string> = { dir: language.dir, lang: language.lang, 'data-brand': brand }
    const apply = () => {
      for (const [name, value] of Object.entries(wanted)) if (html.getAttribute(name) !== value) html.setAttribute(name, value)
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(html, { attributes: true, attributeFilter: Object.keys(wanted) })
    return () => observer.disconnect()
  }, [frame, language, brand])
  return <>{children}</>
}

/** Unsaved changes: a warning before leaving the page or navigating inside the app. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.search !== nextLocation.search)
  useEffect(() => {
    if (blocker.state !== 'blocked') return
    if (window.confirm('You have unsaved changes. Leave without saving?')) blocker.proceed()
    else blocker.reset()
  }, [blocker])
}
