/* global window */
// The demo's and the tests' stand-in for a tag manager (tag_manager.script_url): it calls nothing
// outside and only records in the data layer that it ran, which it may do only after consent.
window.dataLayer = window.dataLayer || []
window.dataLayer.push({ event: 'gtm.load', sandbox: true })
