import type { Db } from '../../db/tx.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { ownersOf, type Owner } from './billing.queries.ts';

/**
 * Queues a mail to each of the team's owners (every billing mail goes to them), in the caller's
 * transaction. `link(page)` is the owner's billing page in their language, `page` appended
 * (`/subscription/add`, `/print/subscription/<id>`…).
 */
export async function mailOwners(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  tx: Db,
  teamId: string,
  mail: (owner: Owner, link: (page?: string) => string) => OutgoingMail,
): Promise<void> {
  for (const o of await ownersOf(tx, teamId)) {
    const link = (page = '') => `${deps.config.appOrigin}/${o.locale}/dashboard/team/${teamId}/billing${page}`;
    await enqueueMail(tx, deps.clock, mail(o, link));
  }
}
