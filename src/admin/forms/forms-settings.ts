/**
 * The market's forms settings on the Settings tab of Forms (ADR 053: settings whose keys start with
 * forms.), each with its label and hint. Their defaults are the key registry's (src/settings/keys.ts).
 */
export const FORMS_SETTINGS = [
  {
    key: 'forms.lead_retention_days',
    label: 'Keep leads for (days)',
    hint: 'Leads older than this are deleted automatically. Default 365.',
    type: 'number',
  },
  {
    key: 'forms.mail_from',
    label: 'Send e-mails from',
    hint: 'The From address of notifications and confirmations, e.g. leads@retailer.example',
    type: 'email',
  },
  {
    key: 'forms.recaptcha_site_key',
    label: 'reCAPTCHA site key',
    hint: 'Set it to check leads with reCAPTCHA as well (the secret key is set on the server, RECAPTCHA_SECRET); empty: honeypot and timing only.',
    type: 'text',
  },
] as const
export type FormsSettingKey = (typeof FORMS_SETTINGS)[number]['key']
