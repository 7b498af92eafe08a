export * from './affiliations.ts';
export * from './chat.ts';
export * from './family.ts';
export * from './household.ts';
export * from './media.ts';
export * from './notifications.ts';
export * from './posts.ts';
export * from './users.ts';
