/** The error views (404, 500): a lazy chunk of their own, loaded by RouteError.tsx when a route fails. */
export { NotFound, ServerError } from '@waqt/ui';
