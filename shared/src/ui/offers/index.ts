export * from './AvailableOffers';
export * from './available-offers-query';
export * from './offer-summary';
