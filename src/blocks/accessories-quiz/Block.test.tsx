// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { blockDataContext } from '~/test/block-data.ts'
import { inRouter } from '~/test/blocks.tsx'
import AccessoriesQuiz from './Block.tsx'
import { resolveData } from './data.server.ts'
import { sample } from './sample.ts'
import { accessoriesQuiz } from './template.ts'

afterEach(cleanup)

const quiz = (extra: Record<string, unknown> = {}, editing = false, code = 'en') =>
  render(
    inRouter(
      <AccessoriesQuiz
        fields={accessoriesQuiz.schema.parse({ ...sample.fields, ...extra })}
        groups={[]}
        context={{ index: 1, eagerImages: false, editing }}
        data={namespaceTexts('accessoriesQuiz', { language: code })}
      />,
    ),
  )

describe('Accessories-pack questionnaire (spec 1 §1)', () => {
  it('start → three questions → the pack and one to consider → change answers → start again', () => {
    quiz()
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(screen.getByRole('heading', { name: 'Tell us about your driving' })).toBe(document.activeElement)
    fireEvent.click(screen.getByLabelText('A dog'))
    fireEvent.click(screen.getByRole('button', { name: 'See my pack' }))
    // The unanswered questions say so, and no pack is shown.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Select an answer', 'Select an answer'])
    fireEvent.click(screen.getByLabelText('Country roads and tracks'))
    fireEvent.click(screen.getByLabelText('Room for more'))
    fireEvent.click(screen.getByRole('button', { name: 'See my pack' }))
    const main = screen.getByRole('article', { name: 'Pet pack' })
    expect(within(main).getByText('Recommended for you')).toBeTruthy()
    expect(within(main).getByRole('link', { name: 'See the Pet pack' }).getAttribute('href')).toBe('/offers')
    expect([...document.querySelectorAll('[data-pack]')].map((e) => e.getAttribute('data-pack'))).toEqual(['pet', 'adventure'])
    fireEvent.click(screen.getByRole('button', { name: 'Change answers' }))
    expect((screen.getByLabelText('A dog') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByLabelText('Snowy or icy roads in winter'))
    fireEvent.click(screen.getByLabelText('Family and friends'))
    fireEvent.click(screen.getByRole('button', { name: 'See my pack' }))
    expect(screen.getByRole('article', { name: 'Winter pack' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect((screen.getByLabelText('Family and friends') as HTMLInputElement).checked).toBe(false)
  })

  it('takes the focus to the first unanswered question at each try to go on, as a form does with its first invalid field', () => {
    quiz()
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    fireEvent.click(screen.getByLabelText('A dog'))
    const send = screen.getByRole('button', { name: 'See my pack' })
    send.focus()
    fireEvent.click(send)
    const questions = screen.getAllByRole('group')
    expect(document.activeElement).toBe(within(questions[1]!).getAllByRole('radio')[0])
    fireEvent.click(within(questions[1]!).getAllByRole('radio')[1]!)
    send.focus()
    fireEvent.click(send)
    expect(document.activeElement).toBe(within(questions[2]!).getAllByRole('radio')[0])
    fireEvent.click(within(questions[2]!).getAllByRole('radio')[0]!)
    fireEvent.click(send)
    // Back to the questions, the focus is on their title, not on an answer.
    fireEvent.click(screen.getByRole('button', { name: 'Change answers' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Tell us about your driving' }))
  })

  it('speaks the market language', async () => {
    quiz({}, false, 'ar')
    fireEvent.click(screen.getByRole('button', { name: 'Start' }))
    expect(screen.getByText('السؤال 1 من 3')).toBeTruthy()
    expect(await resolveData({ fields: {}, groups: [] }, blockDataContext({}, { 'general.language': 'ar_AE' }))).toEqual(
      namespaceTexts('accessoriesQuiz', { language: 'ar' }),
    )
  })

  it('an empty answer: the problem in the editor, Loading Failed for visitors', () => {
    quiz({ question_2_answer_3: '' }, true)
    expect(screen.getByRole('alert').textContent).toContain('Question 2 answer 3 is empty.')
    cleanup()
    quiz({ question_2_answer_3: '' })
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again.')
  })
})
