export * from './affiliations.ts';
export * from './users.ts';
