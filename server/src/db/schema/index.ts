export * from './affiliations.ts';
export * from './media.ts';
export * from './users.ts';
