/**
 * English: the range calculator's own visitor texts (its labels are block fields; spec 3 §9, ADR
 * 137). `{speed}`, `{min}` and `{max}` are filled in by the block.
 */
export const rangeCalculator = {
  estimatedRange: 'Estimated range',
  averageSpeed: 'Average speed {speed}',
  on: 'On',
  off: 'Off',
  km: 'km',
  mi: 'miles',
  kmh: 'km/h',
  mph: 'mph',
  scale: 'Between {min} and {max}',
  atLimit: 'Shown at the limit of the range the calculator covers.',
}
