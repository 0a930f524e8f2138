/**
 * The cached user's schema, loaded on demand: only a visitor with a cached user needs it, and it
 * brings zod, which the public pages do not load (see session.ts).
 */
export { currentUserSchema } from '@waqt/contracts';
