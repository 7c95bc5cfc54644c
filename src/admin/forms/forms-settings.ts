/** The market's forms settings (ADR 053: settings whose keys start with forms.), each with its default. */
export const FORMS_SETTINGS = [
  {
    key: 'forms.lead_retention_days',
    label: 'Keep leads for (days)',
    hint: 'Leads older than this are deleted automatically. Default 365.',
    type: 'number',
    default: '365',
  },
  {
    key: 'forms.mail_from',
    label: 'Send e-mails from',
    hint: 'The From address of notifications and confirmations, e.g. leads@retailer.example',
    type: 'email',
    default: '',
  },
  {
    key: 'forms.recaptcha_site_key',
    label: 'reCAPTCHA site key',
    hint: 'Set it to check leads with reCAPTCHA as well (the secret key is set on the server, RECAPTCHA_SECRET); empty: honeypot and timing only.',
    type: 'text',
    default: '',
  },
] as const
export type FormsSettingKey = (typeof FORMS_SETTINGS)[number]['key']
