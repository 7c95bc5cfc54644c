import { commonFields } from '../common-fields.ts'
import { field, type TypedField } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { PACKS, type Pack } from './mapping.ts'

/** The questions' default labels and answers, in the order mapping.ts reads them (CARGO, ROADS, PRIORITIES). */
export const DEFAULT_QUESTIONS: { label: string; answers: string[] }[] = [
  { label: 'What do you carry most?', answers: ['Family and friends', 'Bikes, boards or skis', 'A dog', 'Not much: mostly just me'] },
  { label: 'Where do you drive?', answers: ['Mostly in town', 'Country roads and tracks', 'Snowy or icy roads in winter'] },
  { label: 'What matters most to you?', answers: ['Keeping the car like new', 'Room for more', 'Comfort on long trips'] },
]

const PACK_NAMES: Record<Pack, string> = {
  urban: 'Urban pack',
  family: 'Family pack',
  adventure: 'Adventure pack',
  pet: 'Pet pack',
  winter: 'Winter pack',
}
const PACK_TEXTS: Record<Pack, string> = {
  urban: '<p>Door edge guards, rubber mats and a boot liner keep the car like new in tight city streets.</p>',
  family: '<p>Seat-back organisers, child seat protectors and a roof box for the holidays.</p>',
  adventure: '<p>Roof bars, a tow-bar bike carrier and mud flaps for the trail and the mountain.</p>',
  pet: '<p>A boot partition, a folding ramp and a quilted liner: safe and comfortable for your dog.</p>',
  winter: '<p>Winter wheels and tyres, snow socks and an ice-scraper kit for cold mornings.</p>',
}

const pack = (p: Pack): TypedField[] => [
  field.separator(`Pack: ${PACK_NAMES[p]}`),
  field.image(`pack_${p}_image`, 'Image', { withAlt: true }),
  field.string(`pack_${p}_title`, 'Title', PACK_NAMES[p], { max: 200 }),
  field.markdown(`pack_${p}_description`, 'Description', PACK_TEXTS[p], { max: 5000 }),
  field.link(`pack_${p}_link`, 'Button'),
]

const fields: TypedField[] = [
  commonFields.blockScrollId,
  field.separator('Start'),
  field.image('intro_image', 'Image', { withAlt: true }),
  field.string('intro_heading', 'Title', 'Which accessories pack suits you?', { max: 200 }),
  field.markdown('intro_paragraph', 'Paragraph', '<p>Three questions about how you use your car, and we suggest the pack for it.</p>', {
    max: 5000,
  }),
  field.string('start_label', 'Start button', 'Start', { max: 60 }),
  field.separator('Questions'),
  field.string('questions_heading', 'Title', 'Tell us about your driving', { max: 200 }),
  ...DEFAULT_QUESTIONS.flatMap((question, x) => [
    field.string(`question_${x + 1}`, `Question ${x + 1}`, question.label, { max: 200 }),
    ...question.answers.map((answer, y) =>
      field.string(`question_${x + 1}_answer_${y + 1}`, `Question ${x + 1} answer ${y + 1}`, answer, { max: 100 }),
    ),
  ]),
  field.string('result_label', 'Result button', 'See my pack', { max: 60 }),
  field.separator('Result'),
  field.string('result_heading', 'Title', 'Your accessories pack', { max: 200 }),
  field.string('alternative_label', 'Also consider', 'You could also consider', { max: 200 }),
  field.string('change_label', 'Change answers button', 'Change answers', { max: 60 }),
  field.string('restart_label', 'Start again button', 'Start again', { max: 60 }),
  ...PACKS.flatMap(pack),
  commonFields.boxColor,
  commonFields.errorMessage,
  commonFields.tryAgainLabel,
]

/** The questionnaire's values by symbol (texts, links, images); read through the renderer's helpers. */
export type AccessoriesQuizFields = Record<string, unknown>

/** spec 1 §1 accessories-pack questionnaire: a tool block like the quizzes (spec 2 §3.12). */
export const accessoriesQuiz: BlockTemplate<AccessoriesQuizFields> = defineTemplate({
  key: 'accessories-quiz',
  name: 'Accessories Pack Questionnaire',
  description:
    'Three questions (what the car carries, where it drives, what matters most) lead to a recommended accessories pack and one to consider as well.',
  short_description: 'Recommends an accessories pack',
  group: 'Specials',
  list_priority: 144,
  fields,
}) as BlockTemplate<AccessoriesQuizFields>
