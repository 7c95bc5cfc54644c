import { commonFields } from '../common-fields.ts'
import { field, type TypedField } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { POWERTRAINS, QUIZ_STEPS, type Powertrain, type QuizStep } from './scoring.ts'

/** spec 2 §3.12: each step's default heading, subheading and answers (text, description), in scoring order (scoring.ts). */
export const DEFAULT_STEPS: Record<QuizStep, { heading: string; subheading: string; answers: [string, string][] }> = {
  one: {
    heading: 'How far do you drive in a year?',
    subheading: 'Think of a typical year.',
    answers: [
      ['Under 11,000 km', 'About 30 km a day or less'],
      ['11,000–24,000 km', 'About 30 to 65 km a day'],
      ['Over 24,000 km', 'More than 65 km a day'],
    ],
  },
  two: {
    heading: 'How long is your usual journey?',
    subheading: 'Your most common trip, one way.',
    answers: [
      ['Under 16 km', 'School runs and errands'],
      ['16–48 km', 'A typical commute'],
      ['48–160 km', 'Trips between towns'],
      ['Over 160 km', 'Long-distance travel'],
    ],
  },
  three: {
    heading: 'Where do you drive?',
    subheading: 'Think of the roads you use most.',
    answers: [
      ['In town', 'Traffic lights and stop-start'],
      ['On motorways', 'Long stretches at steady speed'],
      ['On country roads', 'Bends, hills and villages'],
      ['Towing a trailer or caravan', 'Boats, horses or holidays'],
    ],
  },
  fourth: {
    heading: 'How often do you drive more than 300 km in one go?',
    subheading: 'Holidays, family visits, work trips.',
    answers: [
      ['Once a month or more', ''],
      ['A few times a year', ''],
      ['Never', ''],
    ],
  },
  fifth: {
    heading: 'Where could you charge a car?',
    subheading: 'A plug-in is cheapest to run when it charges where it parks.',
    answers: [
      ['At home', 'A driveway or garage'],
      ['At work or nearby', 'A charger you can use most days'],
      ['Nowhere regular', 'Street parking without chargers'],
    ],
  },
}

const NAMES: Record<Powertrain, string> = { petrol: 'Petrol', diesel: 'Diesel', phev: 'Plug-in hybrid', bev: 'Electric' }

const stepFields = (step: QuizStep): TypedField[] => {
  const d = DEFAULT_STEPS[step]
  const prefix = `dpq_step_${step}`
  return [
    field.separator(`Step ${QUIZ_STEPS.indexOf(step) + 1}`),
    field.string(`${prefix}_heading`, 'Heading', d.heading, { max: 200 }),
    field.string(`${prefix}_subheading`, 'Subheading', d.subheading, { max: 300 }),
    ...d.answers.flatMap(([answer, desc], i) => [
      field.string(`${prefix}_answer_${i + 1}`, `Answer ${i + 1}`, answer, { max: 200 }),
      field.string(`${prefix}_answer_${i + 1}_desc`, `Answer ${i + 1} description`, desc, { max: 300 }),
    ]),
  ]
}

/** The result fields of one powertrain; the PHEV primary aside link is spelt PHEV_result_aside_primary_link (spec 2 §3.12). */
const resultFields = (type: Powertrain): TypedField[] => {
  const p = `${type}_result`
  const name = NAMES[type]
  return [
    field.separator(`${name} result`),
    field.string(`${p}_heading`, 'Heading', `${name} could suit you best`, { max: 200 }),
    field.image(`${p}_image`, 'Image', { withAlt: true }),
    field.string(`${p}_introduction`, 'Introduction', '', { max: 500 }),
    field.markdown(`${p}_description`, 'Description', ''),
    field.markdown(`${p}_advantages`, 'Advantages', ''),
    field.markdown(`${p}_disadvantages`, 'Disadvantages', ''),
    field.string(`${p}_vehicle_label`, 'Vehicle label', '', { max: 100 }),
    field.link(`${p}_vehicle_link`, 'Vehicle link'),
    field.string(`${p}_other_label`, 'Other label', '', { max: 100 }),
    field.link(`${p}_other_link`, 'Other link'),
    field.string(`${p}_aside_label`, 'Aside label', '', { max: 200 }),
    field.text(`${p}_aside_description`, 'Aside description', '', { max: 1000 }),
    field.string(`${p}_aside_primary_label`, 'Aside primary label', '', { max: 100 }),
    field.link(type === 'phev' ? 'PHEV_result_aside_primary_link' : `${p}_aside_primary_link`, 'Aside primary link'),
    field.string(`${p}_aside_secondary_label`, 'Aside secondary label', '', { max: 100 }),
    field.link(`${p}_aside_secondary_link`, 'Aside secondary link'),
  ]
}

const fields: TypedField[] = [
  commonFields.blockScrollId,
  field.separator('Intro'),
  field.string('dpq_box_heading', 'Heading', 'Petrol, diesel or electric?', { max: 200 }),
  field.markdown(
    'dpq_box_body',
    'Body',
    '<p>Answer five questions about how you drive and we will suggest the powertrain that suits you.</p>',
  ),
  field.string('dpq_box_cta', 'Call to action', 'Get started', { max: 60 }),
  commonFields.image,
  field.separator('Navigation'),
  field.string('dpq_step_forword_label', 'Next label', 'Next question', { max: 60 }),
  field.string('dpq_step_backword_label', 'Previous label', 'Previous question', { max: 60 }),
  field.string('dpq_final_step_label', 'Last step label', 'See result', { max: 60 }),
  field.string('dpq_initial_step_label', 'Start again label', 'Start again', { max: 60 }),
  ...QUIZ_STEPS.flatMap(stepFields),
  ...POWERTRAINS.flatMap(resultFields),
  field.string('aside_proposition_label', 'Aside heading', 'You could also consider', { max: 200 }),
  commonFields.boxColor,
]

/** The quiz's values: texts by symbol (links, images and HTML among them); read through quiz-view.ts. */
export type DieselPetrolQuizFields = Record<string, unknown>

/** spec 2 §3.12 Diesel/Petrol fuel-type quiz ({prefix}-diesel-petrol-quiz). */
export const dieselPetrolQuiz: BlockTemplate<DieselPetrolQuizFields> = defineTemplate({
  key: 'diesel-petrol-quiz',
  name: 'Diesel Petrol Quiz',
  description:
    'Five questions about how a shopper drives (one with several answers) lead to petrol, diesel, plug-in hybrid or electric, with its advantages, links and an aside.',
  short_description: 'Which powertrain suits you',
  group: 'Specials',
  list_priority: 141,
  fields,
}) as BlockTemplate<DieselPetrolQuizFields>
