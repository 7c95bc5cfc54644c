// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { namespaceTexts } from '~/i18n/catalogue.server.ts'
import { inRouter } from '~/test/blocks.tsx'
import DieselPetrolQuiz from './Block.tsx'
import { sample } from './sample.ts'
import { dieselPetrolQuiz } from './template.ts'

afterEach(cleanup)

const quiz = (texts = namespaceTexts('dieselPetrolQuiz', { language: 'en' })) =>
  render(
    inRouter(
      <DieselPetrolQuiz
        fields={dieselPetrolQuiz.schema.parse(sample.fields)}
        groups={[]}
        context={{ index: 1, eagerImages: false }}
        data={texts}
      />,
    ),
  )

const answer = (...labels: string[]) => {
  for (const label of labels) fireEvent.click(screen.getByLabelText(new RegExp(`^${label}`)))
}
const next = (label = 'Next question') => fireEvent.click(screen.getByRole('button', { name: label }))

describe('Diesel/Petrol quiz (spec 2 §2, §3.12, §4, §5)', () => {
  it("has the spec's navigation labels and aside heading", () => {
    expect(dieselPetrolQuiz.schema.parse({})).toMatchObject({
      dpq_box_cta: 'Get started',
      dpq_step_forword_label: 'Next question',
      dpq_step_backword_label: 'Previous question',
      dpq_final_step_label: 'See result',
      dpq_initial_step_label: 'Start again',
      aside_proposition_label: 'You could also consider',
    })
    expect(dieselPetrolQuiz.fields.some((f) => f.symbol === 'PHEV_result_aside_primary_link')).toBe(true)
    expect(dieselPetrolQuiz.fields.some((f) => f.symbol === 'phev_result_aside_primary_link')).toBe(false)
  })

  it('goes intro → five steps → result → start again, step 3 taking several answers', () => {
    quiz()
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(screen.getByText('Question 1 of 5')).toBeTruthy()
    expect(screen.getByText('Select an answer')).toBeTruthy()
    next()
    // No answer: the hint turns into the error, the step stays and the focus goes to the first answer.
    expect(screen.getByRole('alert').textContent).toBe('Select an answer')
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0])
    answer('Over 24,000 km')
    next()
    answer('Over 160 km')
    next()
    expect(screen.getByText('Select all that apply')).toBeTruthy()
    answer('On motorways', 'Towing a trailer or caravan')
    expect(screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked)).toHaveLength(2)
    next()
    answer('Once a month or more')
    next()
    answer('Nowhere regular')
    next('See result')
    expect(screen.getByRole('heading', { name: 'Diesel could suit you best' })).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'You could also consider' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See the models' }).getAttribute('href')).toBe('/vantor/ridge')
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    expect(screen.getByRole('heading', { name: 'Petrol, diesel or electric?' })).toBeTruthy()
  })

  it('keeps the answers when going back a question', () => {
    quiz()
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }))
    answer('Under 11,000 km')
    next()
    fireEvent.click(screen.getByRole('button', { name: 'Previous question' }))
    expect((screen.getByLabelText(/^Under 11,000 km/) as HTMLInputElement).checked).toBe(true)
  })

  it("shows its own texts in the market's language", () => {
    quiz(namespaceTexts('dieselPetrolQuiz', { language: 'ar' }))
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(screen.getByText('السؤال 1 من 5')).toBeTruthy()
    expect(screen.getByText('اختر إجابة')).toBeTruthy()
  })
})
