import type { EntityManager } from 'typeorm';
import type { AppDeps } from '../../trpc/context.ts';

export type BookingMailEvent = 'confirmed' | 'pending' | 'rescheduled' | 'cancelled' | 'expired';

/** Queues the mails a booking change sends (booker and team), in the change's transaction. */
export async function queueBookingMails(_deps: AppDeps, _tx: EntityManager, _bookingId: string, _event: BookingMailEvent): Promise<void> {
  // filled in below with the booking templates
}
