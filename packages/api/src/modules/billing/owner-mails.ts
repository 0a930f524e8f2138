import { routes, type Locale } from '@waqt/contracts';
import type { Db } from '../../db/tx.ts';
import type { OutgoingMail } from '../../mail/mailer.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import type { AppDeps } from '../../trpc/context.ts';
import { ownersOf, type Owner } from './billing.queries.ts';

/**
 * Queues a mail to each of the team's owners (every billing mail goes to them), in the caller's
 * transaction. `link(to)` is a page of the team's billing in the owner's language: `to` builds its path
 * (a `routes` builder of contracts, given the owner's locale and the team); the billing page by default.
 */
export async function mailOwners(
  deps: Pick<AppDeps, 'clock' | 'config'>,
  tx: Db,
  teamId: string,
  mail: (owner: Owner, link: (to?: (locale: Locale, teamId: string) => string) => string) => OutgoingMail,
): Promise<void> {
  for (const o of await ownersOf(tx, teamId)) {
    const link = (to: (locale: Locale, teamId: string) => string = routes.billing) => `${deps.config.appOrigin}${to(o.locale, teamId)}`;
    await enqueueMail(tx, deps.clock, mail(o, link));
  }
}
