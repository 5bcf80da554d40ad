export * from './api-types.js';
export type { components, paths } from './api-schema.js';
export * from './catalogue-query.js';
export * from './catalogue-rules.js';
export * from './quote-status.js';
export * from './review-status.js';
export * from './session.js';
export * from './mfa.js';
export * from './page-titles.js';
