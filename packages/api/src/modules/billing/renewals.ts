import type { BillingRecordView, RetryPaymentInput } from '@waqt/contracts';
import type { Team, User } from '../../db/entities/index.ts';
import type { AppDeps } from '../../trpc/context.ts';

export async function retryPayment(_deps: AppDeps, _team: Team, _user: User, _input: RetryPaymentInput): Promise<BillingRecordView> {
  throw new Error('in progress');
}
