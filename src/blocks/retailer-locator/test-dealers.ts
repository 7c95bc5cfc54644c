import type { LocatorDealer } from './locator.ts'

/** A dealer for the tests: the fields given, the others empty. */
export const dealer = (part: Partial<LocatorDealer> & Pick<LocatorDealer, 'code' | 'name'>): LocatorDealer => ({
  street: '',
  city: '',
  postcode: '',
  country: 'United Kingdom',
  state: '',
  locality: '',
  brands: [],
  latitude: null,
  longitude: null,
  phone: null,
  email: null,
  website: null,
  services: [],
  opening_hours: [],
  ...part,
})
