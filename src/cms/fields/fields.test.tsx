// @vitest-environment jsdom
import { EditorView } from '@codemirror/view'
import type { Editor } from '@tiptap/react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useEffect, useState } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { field, options as choices, type FieldDefinition } from '~/blocks/fields.ts'
import type { LinkValue } from '~/ui/link-value.ts'
import { mockModalDialogs } from '~/ui/modal-testing.ts'
import { FieldErrorsContext, type BlockFieldErrors } from './errors.ts'
import { editorFor } from './editors.ts'
import { linkGap, newLink, pageChoice, pageChoiceText } from './LinkField.tsx'
import type { EditorOptions } from './types.ts'

beforeAll(mockModalDialogs)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/**
 * Draws a field's editor as Puck would, keeping its value, and records every onChange.
 * `setValue` changes the value from outside the field, as Puck's undo or a restored version do.
 */
function renderField(
  definition: FieldDefinition,
  {
    value,
    options = {},
    errors = {},
    readOnly,
  }: { value?: unknown; options?: EditorOptions; errors?: BlockFieldErrors; readOnly?: boolean } = {},
) {
  const changes: unknown[] = []
  const Editor = editorFor(definition)
  let setOutside: (value: unknown) => void = () => {}
  function Harness() {
    const [current, setCurrent] = useState(value)
    useEffect(() => {
      setOutside = setCurrent
    }, [])
    return (
      <FieldErrorsContext value={errors}>
        <Editor
          definition={definition}
          value={current}
          id={`field-${definition.symbol}`}
          name={definition.symbol}
          options={options}
          readOnly={readOnly}
          onChange={(next: unknown) => {
            changes.push(next)
            setCurrent(next)
          }}
        />
      </FieldErrorsContext>
    )
  }
  render(<Harness />)
  return { changes, last: () => changes.at(-1), setValue: (next: unknown) => act(() => setOutside(next)) }
}

describe('text fields', () => {
  it('String: typing changes the value; placeholder, tooltip and length limit come from attrs', () => {
    const { last } = renderField(
      field.string('yt', 'Content video', '', { placeholder: 'https://www.youtube.com/…', tooltip: 'A video-sharing URL', max: 50 }),
    )
    const input = screen.getByLabelText<HTMLInputElement>('Content video')
    expect(input.placeholder).toBe('https://www.youtube.com/…')
    expect(input.maxLength).toBe(50)
    expect(screen.getByText('A video-sharing URL').id).toBe(input.getAttribute('aria-describedby'))
    fireEvent.change(input, { target: { value: 'https://www.youtube.com/watch?v=1' } })
    expect(last()).toBe('https://www.youtube.com/watch?v=1')
    expect(input.value).toBe('https://www.youtube.com/watch?v=1')
  })

  it('String without a value yet shows the default', () => {
    renderField(field.string('error_msg', 'Loading Failed: message', 'Something went wrong'))
    expect(screen.getByLabelText<HTMLInputElement>('Loading Failed: message').value).toBe('Something went wrong')
  })

  it('Text: a textarea', () => {
    const { last } = renderField(field.text('quote', 'Quote'), { value: 'Old' })
    fireEvent.change(screen.getByLabelText('Quote'), { target: { value: 'Quiet\nat any speed' } })
    expect(last()).toBe('Quiet\nat any speed')
  })

  it('Number: a number, or null when emptied', () => {
    const { changes } = renderField(field.number('slide_duration', 'Slide duration', 6000, { min: 1000 }))
    const input = screen.getByLabelText<HTMLInputElement>('Slide duration')
    expect(input.min).toBe('1000')
    fireEvent.change(input, { target: { value: '4500' } })
    fireEvent.change(input, { target: { value: '' } })
    expect(changes).toEqual([4500, null])
  })

  it('Bool: a checkbox labelled by the field', () => {
    const { changes } = renderField(field.bool('is_reversed', 'Reversed'))
    fireEvent.click(screen.getByLabelText('Reversed'))
    fireEvent.click(screen.getByLabelText('Reversed'))
    expect(changes).toEqual([true, false])
  })

  it("shows the field's own error under it and marks the input invalid", () => {
    renderField(field.string('heading', 'Title'), { errors: { heading: 'At most 500 characters', other: 'Not mine' } })
    const input = screen.getByLabelText('Title')
    expect(screen.getByRole('alert').textContent).toBe('At most 500 characters')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id)
    expect(screen.queryByText('Not mine')).toBeNull()
  })
})

describe('Select', () => {
  it('offers the options of its attrs and sends the chosen value', () => {
    const { last } = renderField(
      field.select('box_color', 'Color theme', choices(['light-theme', 'White'], ['black-theme', 'Black']), 'black-theme'),
    )
    const select = screen.getByLabelText<HTMLSelectElement>('Color theme')
    expect([...select.options].map((o) => o.text)).toEqual(['White', 'Black'])
    expect(select.value).toBe('black-theme')
    fireEvent.change(select, { target: { value: 'light-theme' } })
    expect(last()).toBe('light-theme')
  })

  it("{type:'forms'}: the market's forms when the editor has them", () => {
    const { last } = renderField(field.form('form_id', 'Form'), {
      options: {
        forms: [
          { value: '1', label: 'Test drive' },
          { value: '7', label: 'Brochure' },
        ],
      },
    })
    const select = screen.getByLabelText<HTMLSelectElement>('Form')
    expect([...select.options].map((o) => o.text)).toEqual(['Test drive', 'Brochure'])
    fireEvent.change(select, { target: { value: '7' } })
    expect(last()).toBe('7')
  })

  it("{type:'forms'}: a form id to type otherwise", () => {
    const { last } = renderField(field.form('form_id', 'Form'))
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: '12' } })
    expect(last()).toBe('12')
  })

  it("{type:'stock_lists'}: the market's stock lists, not its forms (ADR 074)", () => {
    const key = '7d1e4c2a-5b3f-4e8a-9c6d-20261101a014'
    const { last } = renderField(field.stockList('ci_key_list', 'Stock list'), {
      value: '',
      options: { forms: [{ value: '1', label: 'Test drive' }], stockLists: [{ value: key, label: `Demo stock (${key})` }] },
    })
    const select = screen.getByLabelText<HTMLSelectElement>('Stock list')
    expect([...select.options].map((o) => o.text)).toEqual(['—', `Demo stock (${key})`])
    fireEvent.change(select, { target: { value: key } })
    expect(last()).toBe(key)
  })
})

describe('Separator', () => {
  it('is a heading and holds no value', () => {
    renderField(field.separator('Buttons', true))
    expect(screen.getByRole('heading', { name: 'Buttons' })).toBeTruthy()
    expect(screen.queryByRole('textbox')).toBeNull()
  })
})

describe('Icon', () => {
  it('picks an icon name from the grid, or none', () => {
    const { changes } = renderField(field.icon('header_icon', 'Icon title'), { value: 'car' })
    expect(screen.getByRole('button', { name: 'car' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'bolt' }))
    fireEvent.click(screen.getByRole('button', { name: 'No icon' }))
    expect(changes).toEqual(['bolt', ''])
  })

  it('filters the names by a search', () => {
    renderField(field.icon('header_icon', 'Icon title'))
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'arrow' } })
    const names = within(screen.getByRole('group', { name: 'Icon title: icons' }))
      .getAllByRole('button')
      .map((b) => b.textContent?.trim())
    expect(names).toEqual(['No icon', 'arrow-right', 'arrow-left'])
  })
})

describe('Json', () => {
  const editorView = () => EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!
  const type = (text: string) =>
    act(() => {
      const view = editorView()
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } })
    })

  it('passes on valid JSON as a value', () => {
    const { last } = renderField(field.json('hotspots', 'Hotspots', []), { value: [] })
    type('[{"x": 10, "y": 20}]')
    expect(last()).toEqual([{ x: 10, y: 20 }])
  })

  it("shows invalid JSON's error at the field and keeps the old value", () => {
    const { changes } = renderField(field.json('hotspots', 'Hotspots', []), { value: [{ x: 1 }] })
    type('[{"x": 1}')
    expect(screen.getByRole('alert').textContent).toMatch(/^Invalid JSON: /)
    expect(changes).toEqual([])
    type('[{"x": 2}]')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(changes).toEqual([[{ x: 2 }]])
  })

  it('is the editor of Markdown fields in the json language too; its editable area is labelled', () => {
    renderField(field.markdown('config', 'Config', '', { language: 'json' }))
    expect(document.querySelector('.cm-editor')).toBeTruthy()
    expect(screen.getByLabelText('Config').classList.contains('cm-content')).toBe(true)
  })
})

describe('Markdown (HTML): TipTap rich text (ADR 035)', () => {
  /** The labelled editable area; TipTap makes it in an effect after the first render. */
  const area = (name = 'Paragraph') => screen.findByRole('textbox', { name })
  const editorOf = async (name?: string) => ((await area(name)) as HTMLElement & { editor: Editor }).editor
  const paragraph = (attrs = {}) => field.markdown('paragraph', 'Paragraph', '', attrs)
  const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name })
  const paste = (target: HTMLElement, html: string) =>
    fireEvent.paste(target, {
      clipboardData: { types: ['text/html', 'text/plain'], getData: (type: string) => (type === 'text/html' ? html : '') },
    })

  it('shows the value in an editable area named by its label and described by its tooltip', async () => {
    renderField(paragraph({ tooltip: 'Short' }), { value: '<p>Old <b>text</b></p>' })
    const editable = await area()
    expect(editable.getAttribute('contenteditable')).toBe('true')
    expect(editable.id).toBe('field-paragraph')
    expect(editable.innerHTML).toBe('<p>Old <strong>text</strong></p>')
    expect(editable.getAttribute('aria-describedby')).toBe(screen.getByText('Short').id)
    expect(editable.getAttribute('dir')).toBe('auto')
  })

  it("takes the market's direction when the editor knows it", async () => {
    renderField(paragraph(), { value: '<p>مرحبا</p>', options: { dir: 'rtl' } })
    expect((await area()).getAttribute('dir')).toBe('rtl')
  })

  it('keeps what is typed as an HTML string, the caret where it was', async () => {
    const { last } = renderField(paragraph(), { value: '<p>Old</p>' })
    const editor = await editorOf()
    act(() => {
      editor.commands.setTextSelection(4)
      editor.commands.insertContent(' and new')
    })
    expect(last()).toBe('<p>Old and new</p>')
    // The value came back from the harness (as from Puck): the content and the caret stay.
    expect(editor.state.selection.from).toBe(12)
    expect((await area()).innerHTML).toBe('<p>Old and new</p>')
  })

  it('keeps the keys typed since when Puck hands its earlier values back late (fast typing)', async () => {
    // Puck renders the field with each value it was sent, in order, but a render may come after
    // more keys were typed; this field is rendered by hand to play that.
    const Markdown = editorFor(paragraph())
    const sent: unknown[] = []
    const draw = (value: string) => (
      <Markdown
        definition={paragraph()}
        value={value}
        id="field-paragraph"
        name="paragraph"
        options={{}}
        onChange={(v: unknown) => sent.push(v)}
      />
    )
    const { rerender } = render(draw('<p>Eng</p>'))
    const editor = await editorOf()
    act(() => {
      editor.commands.setTextSelection(4)
      editor.commands.insertContent('l')
      editor.commands.insertContent('i')
    })
    rerender(draw('<p>Engl</p>'))
    act(() => {
      editor.commands.insertContent('s')
    })
    rerender(draw('<p>Engli</p>'))
    rerender(draw('<p>Englis</p>'))
    expect((await area()).innerHTML).toBe('<p>Englis</p>')
    expect(sent).toEqual(['<p>Engl</p>', '<p>Engli</p>', '<p>Englis</p>'])
    expect(editor.state.selection.from).toBe(7)
    // A value it never sent (Puck's undo) still replaces the content.
    rerender(draw('<p>Eng</p>'))
    expect((await area()).innerHTML).toBe('<p>Eng</p>')
  })

  it('an emptied editor is the empty string', async () => {
    const { last } = renderField(paragraph(), { value: '<p>Old</p>' })
    const editor = await editorOf()
    act(() => {
      editor.chain().selectAll().deleteSelection().run()
    })
    expect(last()).toBe('')
  })

  it('the toolbar makes bold text and lists of the selection', async () => {
    const { last } = renderField(paragraph(), { value: '<p>Air suspension</p><p>Heat pump</p>' })
    const editor = await editorOf()
    act(() => {
      editor.commands.setTextSelection({ from: 1, to: 4 })
    })
    fireEvent.click(button('Bold'))
    expect(last()).toBe('<p><strong>Air</strong> suspension</p><p>Heat pump</p>')
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true')
    act(() => {
      editor.commands.selectAll()
    })
    fireEvent.click(button('Bulleted list'))
    expect(last()).toBe('<ul><li><p><strong>Air</strong> suspension</p></li><li><p>Heat pump</p></li></ul>')
    fireEvent.click(button('Numbered list'))
    expect(last()).toMatch(/^<ol><li><p><strong>Air<\/strong> suspension<\/p><\/li><li><p>Heat pump<\/p><\/li><\/ol>$/)
  })

  // A Title field offered lists.
  it('offers a title field bold, italic and a link, and no lists, not even by typing "- "', async () => {
    const heading = renderField(field.markdown('heading', 'Title'), { value: 'Quiet' })
    const toolbar = screen.getByRole('toolbar', { name: 'Title: formatting' })
    expect(within(toolbar).queryByRole('button', { name: 'Bulleted list' })).toBeNull()
    expect(within(toolbar).queryByRole('button', { name: 'Numbered list' })).toBeNull()
    expect(within(toolbar).getByRole('button', { name: 'Bold' })).toBeTruthy()
    const title = await editorOf('Title')
    act(() => {
      title.commands.setContent('<ul><li>one</li></ul><h2>two</h2>')
      title.commands.insertContentAt(title.state.doc.content.size - 1, '!')
    })
    expect(heading.last()).not.toMatch(/<(ul|li|h2)\b/)
  })

  it('keeps a title-like value without a paragraph around it; a paragraph stays one', async () => {
    const heading = renderField(field.markdown('heading', 'Title'), { value: 'Quiet' })
    const title = await editorOf('Title')
    act(() => {
      title.commands.insertContentAt(title.state.doc.content.size - 1, ' at any <em>speed</em>')
    })
    expect(heading.last()).toBe('Quiet at any <em>speed</em>')
    cleanup()

    const text = renderField(paragraph(), { value: '<p>Quiet</p>' })
    const body = await editorOf()
    act(() => {
      body.commands.insertContentAt(body.state.doc.content.size - 1, '!')
    })
    expect(text.last()).toBe('<p>Quiet!</p>')
  })

  it('cleans pasted Word and Google Docs HTML down to text, bold, italic and lists', async () => {
    const { last } = renderField(paragraph(), { value: '' })
    paste(
      await area(),
      `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--StartFragment--><p class=MsoNormal style="color:red;font-family:Calibri" onclick="alert(1)"><b><span style="font-size:14pt">Range</span></b><span class="x"> for <i>2027</i></span><o:p></o:p></p>
<img src="file:///C:/image001.png" alt="logo"><script>window.__pasted = 1</script>
<b style="font-weight:normal;" id="docs-internal-guid-1"><ul><li dir="ltr" style="list-style-type:disc"><p dir="ltr"><span style="font-weight:700">Heat</span><span style="font-weight:400"> pump</span></p></li></ul></b><!--EndFragment--></body></html>`,
    )
    expect(last()).toBe('<p><strong>Range</strong> for <em>2027</em></p><ul><li><p><strong>Heat</strong> pump</p></li></ul>')
    expect(String(last())).not.toMatch(/style|class|img|script|onclick|dir=/)
  })

  it('adds, edits and removes a link; a javascript: address is refused', async () => {
    const { last } = renderField(paragraph(), { value: '<p>Book a test drive</p>' })
    const editor = await editorOf()
    act(() => {
      editor.commands.setTextSelection({ from: 8, to: 18 })
    })
    fireEvent.click(button('Link'))
    const address = screen.getByLabelText<HTMLInputElement>('Link address')
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } })
    fireEvent.click(button('Apply'))
    expect(screen.getByRole('alert').textContent).toMatch(/^Use an address starting with https:/)
    expect(last()).toBeUndefined()

    fireEvent.change(address, { target: { value: '/test-drive' } })
    fireEvent.keyDown(address, { key: 'Enter' })
    expect(last()).toBe('<p>Book a <a href="/test-drive">test drive</a></p>')
    expect(screen.queryByLabelText('Link address')).toBeNull()

    act(() => {
      editor.commands.setTextSelection(12)
    })
    fireEvent.click(button('Link'))
    expect(screen.getByLabelText<HTMLInputElement>('Link address').value).toBe('/test-drive')
    fireEvent.change(screen.getByLabelText('Link address'), { target: { value: 'tel:+441234567' } })
    fireEvent.click(button('Apply'))
    expect(last()).toBe('<p>Book a <a href="tel:+441234567">test drive</a></p>')

    fireEvent.click(button('Link'))
    fireEvent.click(button('Remove link'))
    expect(last()).toBe('<p>Book a test drive</p>')
  })

  it('drops a pasted javascript: link but keeps its text', async () => {
    // An empty field is inline until it holds more than one paragraph (ADR 035).
    const { last } = renderField(paragraph(), { value: '' })
    paste(await area(), '<p><a href="javascript:alert(1)">Click</a> and <a href="https://example.com/" target="_blank">go</a></p>')
    expect(last()).toBe('Click and <a target="_blank" href="https://example.com/">go</a>')
  })

  it('a value from outside (undo, a restored version) replaces the content without an onChange', async () => {
    const { changes, setValue } = renderField(paragraph(), { value: '<p>Draft</p>' })
    const editable = await area()
    setValue('<p>Restored <em>version</em></p>')
    expect(editable.innerHTML).toBe('<p>Restored <em>version</em></p>')
    setValue('')
    expect(editable.textContent).toBe('')
    expect(changes).toEqual([])
  })

  it('edits the HTML source by hand', async () => {
    const { last } = renderField(paragraph(), { value: '<p>Old</p>' })
    await area()
    fireEvent.click(button('HTML source'))
    const source = screen.getByLabelText<HTMLTextAreaElement>('Paragraph')
    expect(source.value).toBe('<p>Old</p>')
    fireEvent.change(source, { target: { value: '<h3>Range</h3>' } })
    expect(last()).toBe('<h3>Range</h3>')
    expect(button('Bold').disabled).toBe(true)
    fireEvent.click(button('HTML source'))
    expect((await area()).innerHTML).toBe('<h3>Range</h3>')
  })

  it('opens a value with markup it would drop in the HTML source, and says what would go', async () => {
    renderField(paragraph(), { value: '<table><tr><th>Power</th><td class="figure">300 kW</td></tr></table>' })
    const source = screen.getByLabelText<HTMLTextAreaElement>('Paragraph')
    expect(source.tagName).toBe('TEXTAREA')
    const note = screen.getByText(/^Editing as rich text would remove/)
    expect(note.textContent).toBe(
      'Editing as rich text would remove <table>, <tbody>, <tr>, <th>, <td>, class: edit the HTML source to keep it.',
    )
    expect(source.getAttribute('aria-describedby')).toBe(note.id)
  })

  it('switches to the HTML source when such a value comes from outside', async () => {
    const { changes, setValue } = renderField(paragraph(), { value: '<p>Draft</p>' })
    await area()
    setValue('<p>Draft</p><figure><img src="/media/1.jpg" alt=""></figure>')
    expect(screen.getByLabelText<HTMLTextAreaElement>('Paragraph').value).toBe(
      '<p>Draft</p><figure><img src="/media/1.jpg" alt=""></figure>',
    )
    expect(screen.getByText(/^Editing as rich text would remove <figure>, <img>, src, alt/)).toBeTruthy()
    expect(changes).toEqual([])
  })

  it('read only: nothing to type into, no toolbar', async () => {
    renderField(paragraph(), { value: '<p>Old</p>', readOnly: true })
    const editable = await area()
    await waitFor(() => expect(editable.getAttribute('contenteditable')).toBe('false'))
    expect(button('Bold').disabled).toBe(true)
    expect(button('Link').disabled).toBe(true)
  })
})

describe('Link (spec 2 §3.4)', () => {
  const pages = [
    { path: '/', title: 'Home' },
    { path: '/models/e7', title: 'Aurelia E7' },
  ]

  it('adds a link with the defaults, then picks a page of the site', () => {
    const { last } = renderField(field.link('rdx-button', 'Button'), { options: { pages } })
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }))
    expect(last()).toEqual({ url: '', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' })
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '/models/e7' } })
    fireEvent.change(screen.getByLabelText('Link text'), { target: { value: 'Explore E7' } })
    expect(last()).toMatchObject({ url: '/models/e7', link_text: 'Explore E7', type: 'internal' })
  })

  it('shows the inputs of the chosen type', () => {
    const link: LinkValue = { url: '', type: 'internal', target: '_self', link_text: 'Go', ui_type: 'primary' }
    const { last } = renderField(field.link('rdx-button', 'Button'), { value: link, options: { pages } })
    expect(screen.getByLabelText('Page')).toBeTruthy()
    expect(screen.queryByLabelText('Address')).toBeNull()

    fireEvent.change(screen.getByLabelText('Link type'), { target: { value: 'external' } })
    expect(screen.queryByLabelText('Page')).toBeNull()
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'https://example.com' } })
    fireEvent.change(screen.getByLabelText('Open in'), { target: { value: '_blank' } })
    expect(last()).toMatchObject({ type: 'external', url: 'https://example.com', target: '_blank' })

    fireEvent.change(screen.getByLabelText('Link type'), { target: { value: 'form' } })
    expect(screen.queryByLabelText('Address')).toBeNull()
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: '3' } })
    fireEvent.change(screen.getByLabelText(/Hidden fields/), { target: { value: '{"source":"home"}' } })
    fireEvent.change(screen.getByLabelText('Form layout'), { target: { value: 'double_column' } })
    expect(last()).toMatchObject({ type: 'form', rdx_forms_form_id: '3', hidden_fields: '{"source":"home"}', form_layout: 'double_column' })

    fireEvent.change(screen.getByLabelText('Link type'), { target: { value: 'file' } })
    expect(screen.getByLabelText('File address')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Button style'), { target: { value: 'tertiary' } })
    expect(last()).toMatchObject({ type: 'file', ui_type: 'tertiary' })
  })

  it('hides excluded link types and, with withoutIcon, the icon', () => {
    renderField(field.link('link', 'Link', { withoutIcon: true, excludedOptions: ['FORM', 'FILE'] }), {
      value: { url: '/', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' },
    })
    const types = [...screen.getByLabelText<HTMLSelectElement>('Link type').options].map((o) => o.value)
    expect(types).toEqual(['internal', 'external'])
    expect(screen.queryByLabelText('Icon')).toBeNull()
  })

  it('offers an icon otherwise', () => {
    const { last } = renderField(field.link('rdx-button', 'Button'), {
      value: { url: '/', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' },
    })
    fireEvent.change(screen.getByLabelText('Icon'), { target: { value: 'arrow-right' } })
    expect(last()).toMatchObject({ icon: 'arrow-right' })
  })

  it('inserts a predefined link', () => {
    const { last } = renderField(field.link('rdx-button', 'Button'), {
      value: { url: '', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' },
      options: {
        predefinedLinks: [
          { alias: 'Book a test drive', url: 'https://booking.example/test-drive' },
          { alias: 'Offers', url: '/offers' },
        ],
      },
    })
    fireEvent.change(screen.getByLabelText('Insert a predefined link'), { target: { value: 'https://booking.example/test-drive' } })
    expect(last()).toMatchObject({ url: 'https://booking.example/test-drive', type: 'external' })
  })

  it('says beside a begun link why the page leaves it out, until it is complete; marks pages visitors cannot open', () => {
    const link: LinkValue = { url: '', type: 'internal', target: '_self', link_text: 'Explore', ui_type: 'primary' }
    const choices = [...pages, { path: '/old', title: 'Old offers', state: 'disabled' as const }]
    renderField(field.link('rdx-button', 'Button'), { value: link, options: { pages: choices } })
    expect(screen.getByLabelText('Link text').getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Not shown on the page until a page is chosen')
    const names = [...screen.getByLabelText<HTMLSelectElement>('Page').options].map((o) => o.text)
    expect(names).toEqual(['Choose a page', 'Home (/)', 'Aurelia E7 (/models/e7)', 'Old offers (/old), disabled'])
    fireEvent.change(screen.getByLabelText('Page'), { target: { value: '/models/e7' } })
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('says at the address, as it is typed, that an address Save would refuse is not one', () => {
    const link: LinkValue = { url: '', type: 'external', target: '_self', link_text: 'Go', ui_type: 'primary' }
    renderField(field.link('rdx-button', 'Button'), { value: link })
    const address = screen.getByLabelText('Address')
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } })
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toMatch(/^Use an address starting with https:/)
    fireEvent.change(address, { target: { value: 'https://brand.example' } })
    expect(address.getAttribute('aria-invalid')).toBeNull()
  })

  it.each<[string, Partial<LinkValue>, string | null]>([
    ['nothing filled in', {}, null],
    ['a text without a page', { link_text: 'Go' }, 'Not shown on the page until a page is chosen'],
    ['a page without a text', { url: '/offers' }, 'Not shown on the page until it has a link text'],
    ['a page and a text', { url: '/offers', link_text: 'Go' }, null],
    ['an external text without an address', { type: 'external', link_text: 'Go' }, 'Not shown on the page until it has an address'],
    ['a file text without an address', { type: 'file', link_text: 'Brochure' }, 'Not shown on the page until it has a file address'],
    ['a file address alone (its name is the text)', { type: 'file', url: '/media/a.pdf' }, null],
    ['a form text without a form', { type: 'form', link_text: 'Ask us' }, 'Not shown on the page until a form is chosen'],
    ['a form', { type: 'form', rdx_forms_form_id: '3' }, null],
  ])('linkGap: %s', (_, patch, gap) => expect(linkGap({ ...newLink(), ...patch })).toBe(gap))

  it.each([
    [{ path: '/offers', title: 'Offers', enabled: true, published: true }, 'Offers (/offers)'],
    [{ path: '/offers', title: null, enabled: true, published: false }, '/offers, not published'],
    [{ path: '/offers', title: 'Offers', enabled: false, published: true }, 'Offers (/offers), disabled'],
  ])('pageChoiceText(pageChoice(%o)) is %s', (page, text) => expect(pageChoiceText(pageChoice(page, ''))).toBe(text))

  it.each([
    ['', '/about', '/about'],
    ['/', '/about', '/about'],
    ['/ar', '/about', '/ar/about'],
    ['/ar', '/', '/ar'],
  ])("a page of the market at %j at %j is chosen as the browser's address %j", (basePath, path, address) =>
    expect(pageChoice({ path, title: null, enabled: true, published: true }, basePath).path).toBe(address),
  )

  it('removes the link', () => {
    const { last } = renderField(field.link('rdx-button', 'Button'), {
      value: { url: '/', type: 'internal', target: '_self', link_text: '', ui_type: 'primary' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Remove link' }))
    expect(last()).toBeNull()
    expect(screen.getByRole('button', { name: 'Add link' })).toBeTruthy()
  })
})

describe('LinksCollection', () => {
  const link = (link_text: string): LinkValue => ({ url: '/', type: 'internal', target: '_self', link_text, ui_type: 'primary' })
  const texts = (value: unknown) => (value as LinkValue[]).map((l) => l.link_text)

  it('adds, moves and removes links', () => {
    const { last } = renderField(field.links('rdx-links', 'Link'), { value: [link('A'), link('B')] })
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }))
    expect(texts(last())).toEqual(['A', 'B', ''])
    const second = screen.getByRole('listitem', { name: 'Link 2: B' })
    fireEvent.click(within(second).getByRole('button', { name: 'Move up' }))
    expect(texts(last())).toEqual(['B', 'A', ''])
    fireEvent.click(within(screen.getByRole('listitem', { name: 'Link 3' })).getByRole('button', { name: 'Remove' }))
    expect(texts(last())).toEqual(['B', 'A'])
    fireEvent.change(within(screen.getByRole('listitem', { name: 'Link 2: A' })).getByLabelText('Link text'), { target: { value: 'A2' } })
    expect(texts(last())).toEqual(['B', 'A2'])
  })

  it('stops adding at attrs.max', () => {
    renderField(field.links('rdx-links', 'Link', { max: 2 }), { value: [link('A'), link('B')] })
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add link' }).disabled).toBe(true)
    expect(screen.getByText('At most 2 links.')).toBeTruthy()
  })
})

describe('Image', () => {
  const images = [
    {
      id: 11,
      file_name: 'e7-front.jpg',
      alt: 'E7',
      title: 'E7 front',
      width: 1600,
      height: 900,
      size_bytes: 1,
      mime_type: 'image/jpeg',
      url: '/media/api/v2/images/11/w/320.jpg',
    },
    {
      id: 12,
      file_name: 'e7-rear.jpg',
      alt: null,
      title: null,
      width: 1600,
      height: 900,
      size_bytes: 1,
      mime_type: 'image/jpeg',
      url: '/media/api/v2/images/12/w/320.jpg',
    },
  ]
  const mockLibrary = () => {
    const fetch = vi.fn(async (url: string) => {
      const one = /\/images\/(\d+)$/.exec(url)
      if (one)
        return new Response(JSON.stringify({ data: images.find((i) => i.id === Number(one[1])) }), {
          headers: { 'content-type': 'application/json' },
        })
      const search = new URL(url, 'http://x').searchParams.get('search') ?? ''
      const data = images.filter((i) => i.file_name.includes(search))
      return new Response(JSON.stringify({ data, meta: { total: data.length, page: 1, per_page: 24 } }), {
        headers: { 'content-type': 'application/json' },
      })
    })
    vi.stubGlobal('fetch', fetch)
    return fetch
  }
  const definition = field.image('rdx-image', 'Image', {
    withAlt: true,
    sizes: [
      { w: 1600, h: 900 },
      { w: 640, h: 360 },
    ],
  })

  it('lists the media library in a dialog and picks an image', async () => {
    const fetch = mockLibrary()
    const { last } = renderField(definition, { value: null })
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }))
    const dialog = screen.getByRole('dialog', { name: 'Choose an image: Image' })
    expect(fetch).toHaveBeenCalledWith('/media/api/v2/images?search=&page=1&per_page=24', expect.anything())
    fireEvent.click(await within(dialog).findByRole('button', { name: /e7-rear\.jpg/ }))
    expect(last()).toEqual({ id: 12 })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('Image 12')).toBeTruthy()
  })

  // The library's title beside the thumbnail, its alt text as the start of this use's.
  it("shows the chosen image's title and takes the library's alt text", async () => {
    mockLibrary()
    const { last } = renderField(definition, { value: null })
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }))
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /E7 front/ }))
    expect(last()).toEqual({ id: 11, alt: 'E7' })
    expect(await screen.findByText('E7 front')).toBeTruthy()
  })

  it("takes another image's own alt text, not the last image's, and keeps this use's for the same image", async () => {
    mockLibrary()
    const { last } = renderField(definition, { value: { id: 11, alt: 'The E7 from the front' } })
    fireEvent.click(screen.getByRole('button', { name: 'Change image' }))
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /E7 front/ }))
    expect(last()).toEqual({ id: 11, alt: 'The E7 from the front' })
    fireEvent.click(screen.getByRole('button', { name: 'Change image' }))
    fireEvent.click(await within(screen.getByRole('dialog')).findByRole('button', { name: /e7-rear\.jpg/ }))
    expect(last()).toEqual({ id: 12 })
  })

  it('searches the library', async () => {
    const fetch = mockLibrary()
    renderField(definition, { value: null })
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }))
    const dialog = screen.getByRole('dialog')
    await within(dialog).findByRole('button', { name: /E7 front/ })
    fireEvent.change(within(dialog).getByLabelText('Search images'), { target: { value: 'rear' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: /E7 front/ })).toBeNull())
    expect(fetch).toHaveBeenLastCalledWith('/media/api/v2/images?search=rear&page=1&per_page=24', expect.anything())
    expect(within(dialog).getByRole('button', { name: /e7-rear\.jpg/ })).toBeTruthy()
    // Enter searches too, and is kept from the editor's own field form around the dialog.
    const input = within(dialog).getByLabelText('Search images')
    fireEvent.change(input, { target: { value: 'front' } })
    expect(fireEvent.keyDown(input, { key: 'Enter' })).toBe(false)
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith('/media/api/v2/images?search=front&page=1&per_page=24', expect.anything()))
  })

  it('says when the library cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    )
    renderField(definition, { value: null })
    fireEvent.click(screen.getByRole('button', { name: 'Choose image' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The media library answered 403.')
  })

  it('sets the alt text and the size preset, and removes the image', () => {
    const { changes } = renderField(definition, { value: { id: 11 } })
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'The E7 from the front' } })
    const size = screen.getByLabelText<HTMLSelectElement>('Size')
    expect([...size.options].map((o) => o.value)).toEqual(['', '1600x900', '640x360'])
    fireEvent.change(size, { target: { value: '640x360' } })
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }))
    expect(changes).toEqual([{ id: 11, alt: 'The E7 from the front' }, { id: 11, alt: 'The E7 from the front', size: '640x360' }, null])
  })

  it('has no alt text input without attrs.withAlt', () => {
    renderField(field.image('image_hover', 'Image on hover', {}), { value: { id: 11 } })
    expect(screen.queryByLabelText('Alt text')).toBeNull()
  })
})
