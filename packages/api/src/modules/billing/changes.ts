import type { ApplyChangeInput, ChangePreview, ChangeResult, ChangeSubscriptionInput, SubscriptionView } from '@waqt/contracts';
import type { Team, User } from '../../db/entities/index.ts';
import type { AppDeps } from '../../trpc/context.ts';

export async function previewChange(_deps: AppDeps, _team: Team, _input: ChangeSubscriptionInput): Promise<ChangePreview> {
  throw new Error('in progress');
}
export async function applyChange(_deps: AppDeps, _team: Team, _user: User, _input: Required<ApplyChangeInput>): Promise<ChangeResult> {
  throw new Error('in progress');
}
export async function cancelScheduledChange(_deps: AppDeps, _team: Team): Promise<SubscriptionView> {
  throw new Error('in progress');
}
export async function cancelSubscription(_deps: AppDeps, _team: Team): Promise<SubscriptionView> {
  throw new Error('in progress');
}
export async function reenableSubscription(_deps: AppDeps, _team: Team): Promise<SubscriptionView> {
  throw new Error('in progress');
}
