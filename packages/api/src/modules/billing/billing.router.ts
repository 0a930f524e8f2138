import { z } from 'zod';
import {
  applyChangeInput,
  changePreviewSchema,
  changeResultSchema,
  changeSubscriptionInput,
  creditNoteInput,
  creditNoteSchema,
  retryPaymentInput,
  subscriptionSchema,
  teamIdInput,
  billingDetailsSchema,
  billingOverviewSchema,
  billingRecordSchema,
  cardTokenFormSchema,
  entitlementsSchema,
  invoiceSchema,
  orderIdInput,
  paymentMethodIdInput,
  paymentMethodSchema,
  planSchema,
  saveBillingDetailsInput,
  startAddPaymentMethodInput,
  subscribeInput,
  subscribeResultSchema,
} from '@waqt/contracts';
import { router } from '../../trpc/trpc.ts';
import { authed } from '../../trpc/procedures.ts';
import { teamMember, teamOwner } from '../../trpc/team-procedures.ts';
import { entitlementsOf, listPlans } from './entitlements.ts';
import { removePaymentMethod, setDefaultPaymentMethod, startAddPaymentMethod } from './payment-methods.ts';
import { billingOverview, saveBillingDetails, subscribe } from './subscriptions.ts';
import { creditNoteOf, invoiceOf } from './invoices.ts';
import { applyChange, cancelScheduledChange, cancelSubscription, previewChange, reenableSubscription } from './changes.ts';
import { retryPayment } from './renewals.ts';

/**
 * Billing (BILLING.md): plans, a team's entitlements, cards on file, subscribing, invoices. Everything
 * but the plans and the entitlements is for the team's owners (assistants: PERMISSION_DISABLED).
 */
export const billingRouter = router({
  plans: authed.output(z.array(planSchema)).query(({ ctx }) => listPlans(ctx.db)),

  /** What the team's plan allows now (any member: the UI's upgrade prompts). */
  entitlements: teamMember.output(entitlementsSchema).query(({ ctx }) => entitlementsOf(ctx.db, ctx.team, ctx.clock.now())),

  overview: teamOwner.output(billingOverviewSchema).query(({ ctx }) => billingOverview(ctx, ctx.team)),

  /** What the browser needs to post a card to the gateway (Waqt's publishable key; the card never comes here). */
  startAddPaymentMethod: teamOwner
    .input(startAddPaymentMethodInput)
    .output(cardTokenFormSchema)
    .mutation(({ ctx, input }) => startAddPaymentMethod(ctx, ctx.team, ctx.user, input.returnTo, ctx.user.locale)),

  setDefaultPaymentMethod: teamOwner
    .input(paymentMethodIdInput)
    .output(z.array(paymentMethodSchema))
    .mutation(({ ctx, input }) => setDefaultPaymentMethod(ctx.db, ctx.team.id, input.paymentMethodId)),

  /** PAYMENT_METHOD_IN_USE for the only card of a subscription that renews. */
  removePaymentMethod: teamOwner
    .input(paymentMethodIdInput)
    .output(z.array(paymentMethodSchema))
    .mutation(({ ctx, input }) => removePaymentMethod(ctx, ctx.team.id, input.paymentMethodId)),

  /**
   * Charges once per requestKey; BILLING_CHARGE_FAILED (with the gateway's reason) changes nothing. In
   * the trial nothing is charged: the subscription starts when the trial ends (no record).
   */
  subscribe: teamOwner
    .input(subscribeInput)
    .output(subscribeResultSchema)
    .mutation(({ ctx, input }) => subscribe(ctx, ctx.team, ctx.user, input)),

  saveDetails: teamOwner
    .input(saveBillingDetailsInput)
    .output(billingDetailsSchema)
    .mutation(({ ctx, input }) => saveBillingDetails(ctx.db, ctx.team, { legalName: input.legalName, vatNumber: input.vatNumber, address: input.address })),

  invoice: teamOwner.input(orderIdInput).output(invoiceSchema).query(({ ctx, input }) => invoiceOf(ctx.db, ctx.team.id, input.orderId)),

  creditNote: teamOwner.input(creditNoteInput).output(creditNoteSchema).query(({ ctx, input }) => creditNoteOf(ctx.db, ctx.team.id, input.number)),

  /** What a change of plan, period or calendars costs now and when it applies (BILLING.md §4). */
  changePreview: teamOwner.input(changeSubscriptionInput).output(changePreviewSchema).query(({ ctx, input }) => previewChange(ctx, ctx.team, input)),

  /** Charges the prorated difference (once per requestKey) or schedules the change for the period's end. */
  changeSubscription: teamOwner.input(applyChangeInput).output(changeResultSchema).mutation(({ ctx, input }) => applyChange(ctx, ctx.team, ctx.user, input)),

  cancelScheduledChange: teamOwner.input(teamIdInput).output(subscriptionSchema).mutation(({ ctx }) => cancelScheduledChange(ctx, ctx.team)),

  /** Cancels at the period's end (the plan stays until then). */
  cancelSubscription: teamOwner.input(teamIdInput).output(subscriptionSchema).mutation(({ ctx }) => cancelSubscription(ctx, ctx.team)),

  /** "Subscription re-enabled": before the period's end only (SUBSCRIPTION_ENDED after). */
  reenableSubscription: teamOwner.input(teamIdInput).output(subscriptionSchema).mutation(({ ctx }) => reenableSubscription(ctx, ctx.team)),

  /** Pays a past-due subscription's open renewal now (the default card, or the one named). */
  retryPayment: teamOwner.input(retryPaymentInput).output(billingRecordSchema).mutation(({ ctx, input }) => retryPayment(ctx, ctx.team, ctx.user, input)),
});
