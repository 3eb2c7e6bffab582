export * from './jobs.js';
export * from './queue-factory.js';
