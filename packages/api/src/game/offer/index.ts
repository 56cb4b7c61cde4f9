export * from './offer-views.js';
export { getOffer, MAX_DRAWS_PER_COLLECT, OFFER_RACED, offerWithSystem } from './offer.js';
export { offerKeyOf, type OfferKey } from './offer-key.js';
export { getOdds } from './odds.js';
