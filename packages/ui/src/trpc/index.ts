export { TRPCProvider, useTRPC, useTRPCClient } from './client.ts';
export { errorCodeOf, fieldIssuesOf, planNeedsOf, gatewayMessageOf } from './errors.ts';
