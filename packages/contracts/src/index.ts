export * from './errors.ts';
export * from './issues.ts';
export * from './constants.ts';
export * from './money.ts';
export * from './account.ts';
export * from './team.ts';
export * from './auth.ts';
export * from './calendar.ts';
