export * from './catalogue-rules.js';
