import { commonFields } from '../common-fields.ts'
import { field, type TypedField } from '../fields.ts'
import { defineTemplate, type BlockTemplate } from '../template.ts'
import { ALTERNATIVE_PRODUCTS, MAIN_PRODUCTS, type AlternativeProduct, type MainProduct } from './mapping.ts'

/** spec 2 §9: the steps' default labels and answers, in the order mapping.ts reads them. */
export const DEFAULT_QUIZ_STEPS: { label: string; answers: string[] }[] = [
  { label: 'How will you use the car?', answers: ['Private', 'Business', 'Business and private'] },
  { label: 'For how long?', answers: ['6-12 months', '12-24 months', '24-60 months'] },
  { label: 'How far will you drive in a year?', answers: ['Below 20000 km', 'Above 20000 km'] },
]

const PRODUCT_NAMES: Record<AlternativeProduct, string> = {
  subscription: 'Car subscription',
  loan: 'Car loan',
  fullservice: 'Full-service leasing',
  leasingtogo: 'Leasing to go',
}
const PRODUCT_TEXTS: Record<AlternativeProduct, string> = {
  subscription: '<p>One monthly price with insurance, servicing and tyres. Change or return the car flexibly.</p>',
  loan: '<p>Spread the price over up to five years; the car is yours from the first day.</p>',
  fullservice: '<p>A lease with servicing, tyres, taxes and insurance in one monthly invoice.</p>',
  leasingtogo: '<p>A short lease on a car ready for delivery now.</p>',
}

const mainProduct = (p: MainProduct): TypedField[] => [
  field.separator(`Main product: ${PRODUCT_NAMES[p]}`),
  field.image(`main_product_${p}_image_id`, 'Image', { withAlt: true }),
  field.string(`main_product_${p}_title`, 'Title', PRODUCT_NAMES[p], { max: 200 }),
  field.markdown(`main_product_${p}_content`, 'Content', PRODUCT_TEXTS[p]),
  field.link(`main_product_${p}_button`, 'Button'),
  field.text(`main_product_${p}_footer_content`, 'Footer content', '', { max: 1000 }),
  field.link(`main_product_${p}_footer_button`, 'Footer button'),
]
const alternativeProduct = (p: AlternativeProduct): TypedField[] => [
  field.separator(`Alternative: ${PRODUCT_NAMES[p]}`),
  field.image(`alternative_product_${p}_image_id`, 'Image', { withAlt: true }),
  field.string(`alternative_product_${p}_title`, 'Title', PRODUCT_NAMES[p], { max: 200 }),
  field.markdown(`alternative_product_${p}_content`, 'Content', PRODUCT_TEXTS[p]),
  field.link(`alternative_product_${p}_button`, 'Button'),
]

const fields: TypedField[] = [
  commonFields.blockScrollId,
  field.separator('Main screen'),
  field.image('welcome_imageid', 'Image', { withAlt: true }),
  field.string('main_title', 'Title', 'Which way to drive suits you?', { max: 200 }),
  field.markdown('main_paragraph', 'Paragraph', '<p>Three questions, and we suggest the product that fits how you drive.</p>'),
  field.string('main_button_title', 'Button', 'START', { max: 60 }),
  field.separator('Quiz'),
  field.image('quiz_image_id', 'Image', { withAlt: true }),
  field.string('quiz_title', 'Title', 'Tell us how you drive', { max: 200 }),
  field.markdown('quiz_paragraph', 'Paragraph', ''),
  ...DEFAULT_QUIZ_STEPS.flatMap((step, x) => [
    field.string(`quiz_label_step_${x + 1}`, `Step ${x + 1} label`, step.label, { max: 200 }),
    ...step.answers.map((answer, y) =>
      field.string(`quiz_answer_label_step_${x + 1}_${y + 1}`, `Step ${x + 1} answer ${y + 1}`, answer, { max: 100 }),
    ),
  ]),
  field.string('quiz_button_title', 'Results button', 'RESULTS', { max: 60 }),
  field.separator('Summary'),
  field.image('summary_image_id', 'Image', { withAlt: true }),
  field.string('summary_title', 'Title', 'Our suggestion for you', { max: 200 }),
  field.markdown('summary_paragraph', 'Paragraph', ''),
  field.string('summary_subtitle', 'Subtitle', 'You could also consider', { max: 200 }),
  field.string('summary_button_title', 'Button', 'Change answers', { max: 60 }),
  ...MAIN_PRODUCTS.flatMap(mainProduct),
  ...ALTERNATIVE_PRODUCTS.flatMap(alternativeProduct),
  field.separator('Footer'),
  field.markdown('footer_services_item_content', 'Services content', ''),
  field.link('footer_services_item_button', 'Services button'),
  field.string('footer_start_quiz', 'Start quiz text', 'Not sure yet? Take the quiz again.', { max: 200 }),
  field.string('footer_button_label', 'Start quiz button', 'Start quiz', { max: 60 }),
  commonFields.boxColor,
]

/** The quiz's values by symbol (texts, links, images); read through the renderer's helpers. */
export type SubscriptionQuizFields = Record<string, unknown>

/** spec 2 §3.12 Subscription quiz. */
export const subscriptionQuiz: BlockTemplate<SubscriptionQuizFields> = defineTemplate({
  key: 'subscription-quiz',
  name: 'Subscription Quiz',
  description:
    "Three questions (usage, period, mileage) lead to a main product (subscription, loan or full-service leasing) and alternatives, with a footer of services and 'start quiz'.",
  short_description: 'Subscription, loan or lease',
  group: 'Specials',
  list_priority: 142,
  fields,
}) as BlockTemplate<SubscriptionQuizFields>
