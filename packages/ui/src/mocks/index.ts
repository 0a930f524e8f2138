export { mockQuery, mockMutation, mockError, mockOutage, mockPending, errorBody } from './trpc.ts';
export type { ProcedurePath, OutputOf, InputOf } from './trpc.ts';
export { MockApiProvider } from './MockApiProvider.tsx';
export * from './fixtures.ts';
