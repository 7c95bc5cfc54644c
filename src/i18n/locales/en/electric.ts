/**
 * English: the electric-model programme block's texts (spec 3 §4 Electric-model programme; ADR
 * 104): its form, the card, the result and the cancellation (index in ../en.ts). `{amount}` is the
 * deposit as the browser formats it, `{lead}` the reservation (lead) number, `{reason}` the card
 * provider's message.
 */
export const electric = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  phone: 'Phone (optional)',
  model: 'Model',
  chooseModel: 'Choose a model',
  cardLegend: 'Card',
  testCardsNote: 'Test mode: no real card is charged.',
  cardVisa: 'Visa, the payment succeeds',
  cardDeclined: 'A card that is declined',
  submit: 'Register and pay the deposit',
  sending: 'Sending…',
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid e-mail address.',
  declined: 'The payment was declined: {reason}',
  failed: 'Something went wrong. Nothing was charged; please try again.',
  tooMany: 'Too many attempts from here. Please try again later.',
  paidTitle: 'Thank you, your reservation is registered',
  paidText: 'We received your deposit of {amount}. Your reservation number is {lead}: keep it to manage your reservation.',
  cancelTitle: 'Cancel my reservation',
  cancelIntro: 'Enter your reservation number and the e-mail address you registered with.',
  leadId: 'Reservation number',
  cancelSubmit: 'Cancel my reservation',
  cancelled: 'We have received the cancellation of {lead}. We will confirm it by e-mail.',
  notFound: 'We found no reservation with this number and e-mail address.',
  unavailable: 'The programme cannot be reached just now. Please try again later.',
}
