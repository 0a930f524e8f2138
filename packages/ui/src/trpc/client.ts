import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@waqt/api';

/** Typed tRPC hooks for containers: `const trpc = useTRPC(); useQuery(trpc.account.me.queryOptions())`. */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
export type { AppRouter };
