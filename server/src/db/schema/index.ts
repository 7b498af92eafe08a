export * from './affiliations.ts';
export * from './chat.ts';
export * from './family.ts';
export * from './household.ts';
export * from './media.ts';
export * from './users.ts';
