import { z } from 'zod';
import { emailSchema, fullNameSchema } from './auth.ts';
import { bookingRowSchema, phoneSchema } from './booking.ts';
import { teamIdInput } from './team.ts';

export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMER_SORTS = ['name', 'email', 'createdAt', 'lastBooking', 'bookings'] as const;

/** Optional text: an empty string means "not given". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const listCustomersInput = teamIdInput.extend({
  /** Name, email or phone; case- and accent-insensitive. */
  search: z.string().trim().max(120).optional(),
  /** The archived ones instead of the active ones. */
  archived: z.boolean().default(false),
  sort: z.enum(CUSTOMER_SORTS).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type ListCustomersInput = z.input<typeof listCustomersInput>;

export const customerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  /** E.164. */
  phone: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  archived: z.boolean(),
  /** When they were archived; null while active. */
  archivedAt: z.iso.datetime().nullable(),
  bookingsCount: z.number().int(),
  lastBookingAt: z.iso.datetime().nullable(),
  /** Bookings the team marked no-show. */
  noShowCount: z.number().int(),
  /** The start of the latest booking marked attended; null before any. */
  lastVisitAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type CustomerView = z.infer<typeof customerSchema>;

export const customerListSchema = z.object({ items: z.array(customerSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });

export const saveCustomerInput = teamIdInput.extend({
  /** Edits this customer; adds one when left out. */
  customerId: z.uuid().optional(),
  name: fullNameSchema,
  email: emailSchema,
  phone: optional(phoneSchema),
});

export const customerIdInput = teamIdInput.extend({ customerId: z.uuid() });
/** Deleting a customer who has bookings archives them instead (SPEC §4). */
export const deleteCustomerOutput = z.object({ outcome: z.enum(['deleted', 'archived']) });
export const exportCustomersInput = listCustomersInput.omit({ page: true, sort: true, direction: true });

/** How many of a customer's bookings the detail shows (newest first). */
export const CUSTOMER_BOOKINGS_SHOWN = 50;
export const customerDetailSchema = z.object({
  customer: customerSchema,
  /** Newest first, at most CUSTOMER_BOOKINGS_SHOWN; `customer.bookingsCount` is the whole number. */
  bookings: z.array(bookingRowSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
export type CustomerList = z.infer<typeof customerListSchema>;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
