/** spec 2 §3.9 Specification Accordion: model_key_additional takes priority over the model field. */
export const modelKeyOf = (fields: { model_key: string; model_key_additional: string }): string =>
  fields.model_key_additional.trim() || fields.model_key.trim()
