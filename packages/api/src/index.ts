/** The only thing browser packages may import from the API: its router type. */
export type { AppRouter } from './trpc/router.ts';
