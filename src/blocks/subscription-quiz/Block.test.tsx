// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { inRouter } from '~/test/blocks.tsx'
import SubscriptionQuiz from './Block.tsx'
import { sample } from './sample.ts'
import { subscriptionQuiz } from './template.ts'

afterEach(cleanup)

const quiz = () =>
  render(
    inRouter(
      <SubscriptionQuiz
        fields={subscriptionQuiz.schema.parse(sample.fields)}
        groups={[]}
        context={{ index: 1, eagerImages: false }}
        data={namespaceTexts('subscriptionQuiz', { language: 'en' })}
      />,
    ),
  )

describe('Subscription quiz (spec 2 §2, §3.12, §4, §9)', () => {
  it("has the spec's answers and buttons", () => {
    expect(subscriptionQuiz.schema.parse({})).toMatchObject({
      main_button_title: 'START',
      quiz_button_title: 'RESULTS',
      quiz_answer_label_step_1_1: 'Private',
      quiz_answer_label_step_1_2: 'Business',
      quiz_answer_label_step_1_3: 'Business and private',
      quiz_answer_label_step_2_1: '6-12 months',
      quiz_answer_label_step_2_3: '24-60 months',
      quiz_answer_label_step_3_1: 'Below 20000 km',
      quiz_answer_label_step_3_2: 'Above 20000 km',
    })
  })

  it('goes START → three steps → RESULTS → summary with the main product and alternatives', () => {
    quiz()
    fireEvent.click(screen.getByRole('button', { name: 'START' }))
    fireEvent.click(screen.getByLabelText('Private'))
    fireEvent.click(screen.getByRole('button', { name: 'RESULTS' }))
    // The unanswered steps say so, and no result is shown.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Select an answer', 'Select an answer'])
    fireEvent.click(screen.getByLabelText('24-60 months'))
    fireEvent.click(screen.getByLabelText('Below 20000 km'))
    fireEvent.click(screen.getByRole('button', { name: 'RESULTS' }))
    const main = screen.getByRole('article', { name: 'Car loan' })
    expect(within(main).getByRole('link', { name: 'See loan offers' })).toBeTruthy()
    expect([...document.querySelectorAll('[data-product]')].map((e) => e.getAttribute('data-product'))).toEqual([
      'loan',
      'fullservice',
      'subscription',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Change answers' }))
    expect((screen.getByLabelText('24-60 months') as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Start quiz' }))
    expect((screen.getByLabelText('24-60 months') as HTMLInputElement).checked).toBe(false)
  })

  it('takes the focus to the first unanswered step at each try to go on, as a form does with its first invalid field', () => {
    quiz()
    fireEvent.click(screen.getByRole('button', { name: 'START' }))
    const send = screen.getByRole('button', { name: 'RESULTS' })
    send.focus()
    fireEvent.click(send)
    expect(document.activeElement).toBe(screen.getByLabelText('Private'))
    fireEvent.click(screen.getByLabelText('Business'))
    fireEvent.click(screen.getByLabelText('6-12 months'))
    send.focus()
    fireEvent.click(send)
    expect(document.activeElement).toBe(screen.getByLabelText('Below 20000 km'))
  })
})
