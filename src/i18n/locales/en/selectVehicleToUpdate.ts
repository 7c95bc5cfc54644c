/**
 * English: the Select Your Vehicle to Update block's own visitor texts (its labels are block
 * fields; spec 3 §9, ADR 137).
 */
export const selectVehicleToUpdate = {
  chooseVehicle: 'Select your vehicle first.',
  noMatch: 'No system matches this vehicle and model year.',
}
