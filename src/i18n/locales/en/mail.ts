/**
 * English: what the server sends to people outside the back office, in the market's language
 * (ADR 118; index in ../en.ts) — the customer's reservation e-mail and the retailer's notice of it
 * (ADR 099), the retailer's inquiry e-mail (ADR 102), a lead's e-mails (ADR 056) and the sandbox's
 * verification text.
 * Formatted on the server (`formatMessage`); a market's team rewords them with `i18n.messages`.
 * Mails to the market's staff (sign-in, passwords) stay English, as the back office (ADR 128).
 */
export const mail = {
  // The customer's reservation confirmation, sent once when the order is confirmed.
  'reservation.subject': 'Your reservation {number}',
  'reservation.greeting': 'Dear {name},',
  'reservation.reserved': 'thank you: {vehicle} is reserved for you.',
  'reservation.reservedAt': 'thank you: {vehicle} is reserved for you at {retailer}.',
  /** {vehicle} when the order names no vehicle title. */
  'reservation.theVehicle': 'the vehicle',
  'reservation.number': 'Order number: {number}',
  'reservation.appointment': 'Appointment: {when}',
  'reservation.feePaid': 'Reservation fee paid: {fee}',
  'reservation.noPayment': 'No payment was taken.',
  'reservation.nextSteps': 'The retailer will contact you to arrange the next steps.',
  // A shopper's question about a vehicle or a build, to its retailer and the market's desk.
  'inquiry.subject': 'Question about {vehicle}',
  'inquiry.about': 'A question about {vehicle} ({reference}):',
  'inquiry.from': 'From: {name}',
  'inquiry.email': 'E-mail: {email}',
  'inquiry.phone': 'Phone: {phone}',
  // The retailer's notice of a reservation confirmed online, to the retailer and the market's desk.
  'retailerReservation.subject': 'Reserved online: {vehicle} ({number})',
  'retailerReservation.reserved': '{vehicle} has been reserved online.',
  'retailerReservation.vin': 'VIN: {vin}',
  'retailerReservation.customer': 'Customer: {name}',
  'retailerReservation.nextSteps': 'Please contact the customer to arrange the next steps.',
  // A lead's notification (to the retailer) and confirmation (to the visitor). The subjects and
  // the body are a form's defaults: a form still holding the English default is sent these.
  'lead.notificationSubject': 'New lead: {form}',
  'lead.received': 'Received',
  'lead.number': 'Lead',
  'lead.page': 'Page',
  'lead.yes': 'Yes',
  'lead.no': 'No',
  'lead.confirmationSubject': 'We have received your request',
  'lead.confirmationBody': 'Thank you for contacting us. A member of our team will be in touch soon.',
  // The text message with a phone verification code (the sandbox's; a provider words its own).
  'sms.code': 'Your verification code is {code}',
}
