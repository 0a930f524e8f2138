import { isValidPhoneNumber } from 'libphonenumber-js/max';
import {
  customerIdInput,
  customerListSchema,
  customerDetailSchema,
  customerSchema,
  deleteCustomerOutput,
  E164,
  exportCustomersInput,
  listCustomersInput,
  okSchema,
  PHONE_ISSUE,
  saveCustomerInput,
} from '@waqt/contracts';
import { z } from 'zod';
import { router } from '../../trpc/trpc.ts';
import { teamMember, teamOwner } from '../../trpc/team-procedures.ts';
import { requireFeature } from '../billing/entitlements.ts';
import { deleteCustomer, exportCustomers, getCustomer, listCustomers, restoreCustomer, saveCustomer } from './customers.service.ts';

/** The contracts' phone shape plus a real number check (libphonenumber-js), as for bookers. */
const saveChecked = saveCustomerInput.superRefine((v, ctx) => {
  if (v.phone && E164.test(v.phone) && !isValidPhoneNumber(v.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], params: { issue: PHONE_ISSUE } });
});

/**
 * The team's customer book. Owners see and manage every customer; assistants see those who booked on
 * their calendars and may add and edit, not delete, restore or export (docs/decisions.md).
 */
export const customersRouter = router({
  list: teamMember
    .input(listCustomersInput)
    .output(customerListSchema)
    .query(({ ctx, input }) => listCustomers(ctx.db, ctx.membership, input)),

  /** One customer with their latest bookings (on the calendars the member sees). */
  get: teamMember
    .input(customerIdInput)
    .output(customerDetailSchema)
    .query(({ ctx, input }) => getCustomer(ctx.db, ctx.membership, input.customerId)),

  /** "Customer added" / "Customer updated"; CUSTOMER_EMAIL_TAKEN, CUSTOMER_NOT_FOUND, PERMISSION_DISABLED (an assistant changing a saved email). */
  save: teamMember
    .input(saveChecked)
    .output(customerSchema)
    .mutation(({ ctx, input }) => saveCustomer(ctx.db, ctx.membership, input, ctx.clock.now())),

  /** With bookings → archived ("Customer archived"); without → deleted ("Customer deleted"). */
  delete: teamOwner
    .input(customerIdInput)
    .output(deleteCustomerOutput)
    .mutation(({ ctx, input }) => deleteCustomer(ctx.db, ctx.team.id, input.customerId, ctx.clock.now())),

  restore: teamOwner
    .input(customerIdInput)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await restoreCustomer(ctx.db, ctx.team.id, input.customerId, ctx.clock.now());
      return { ok: true as const };
    }),

  /** The filtered list as CSV (UTF-8 with BOM, formula-like cells escaped). */
  exportCsv: teamOwner
    .input(exportCustomersInput)
    .output(z.object({ csv: z.string() }))
    .query(async ({ ctx, input }) => {
      await requireFeature(ctx.db, ctx.team, 'customers_export', ctx.clock.now());
      return { csv: await exportCustomers(ctx.db, ctx.membership, input) };
    }),
});
