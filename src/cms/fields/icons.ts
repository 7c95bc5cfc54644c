/**
 * The icon names an Icon field offers (spec 2 §3.2 Rdx::Core::Fields::Icon). Blocks draw an icon
 * as `<span data-icon={name}>` and the brand theme gives it its glyph; these are the names the
 * demo market and the block samples use, plus the common ones of retail sites (ADR 022).
 */
export const ICON_NAMES = [
  'arrow-right',
  'arrow-left',
  'bolt',
  'plug',
  'battery',
  'car',
  'steering-wheel',
  'wrench',
  'shield',
  'box',
  'phone',
  'mail',
  'chat',
  'location',
  'calendar',
  'clock',
  'info',
  'check',
  'star',
  'heart',
  'download',
  'external',
  'play',
  'search',
  'user',
  'fb',
  'instagram',
  'whatsapp',
  'youtube',
  'x',
  'linkedin',
] as const
