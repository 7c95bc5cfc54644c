/** English: the Infotainment block's own visitor texts (its labels are block fields; spec 3 §9, ADR 137). */
export const infoSystem = {
  chooseVehicle: 'Select your vehicle first.',
}
