export { TRPCProvider, useTRPC, useTRPCClient, QueryClient } from './client.ts';
export type { AppRouter } from './client.ts';
export { errorCodeOf, fieldIssuesOf, planNeedsOf, gatewayMessageOf } from './errors.ts';
