/** The auth forms' schemas (schemas.ts), fetched when a form needs them: import this, never schemas.ts. */
export const loadAuthSchemas = () => import('./schemas.ts');
