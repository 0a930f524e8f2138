import type { DataSource } from 'typeorm';
import { DEFAULT_TIMEZONE } from '@waqt/contracts';
import type { Logger } from '../logger.ts';
import { systemClock, type Clock } from '../clock.ts';
import { Team, TeamMember, User } from './entities/index.ts';
import { hashPassword } from '../modules/auth/passwords.ts';

export const DEMO_LOGIN = { email: 'demo@waqt.local', password: 'waqt-demo-2026' } as const;

export { hashPassword };

/** Creates the demo owner, their personal team and a demo business team, once. */
export async function seedDemo(db: DataSource, log: Logger, clock: Clock = systemClock): Promise<void> {
  const existing = await db.getRepository(User).findOneBy({ email: DEMO_LOGIN.email });
  if (!existing) {
    const passwordHash = await hashPassword(DEMO_LOGIN.password);
    const now = clock.now();
    await db.transaction(async (tx) => {
      const user = await tx.getRepository(User).save({
        email: DEMO_LOGIN.email,
        fullName: 'Sara Al-Qahtani',
        passwordHash,
        timezone: DEFAULT_TIMEZONE,
        locale: 'en',
        businessUse: true,
        emailVerifiedAt: now,
        createdAt: now,
      });
      const personal = await tx.getRepository(Team).save({ name: 'Sara Al-Qahtani', slug: 'sara', isPersonal: true, createdAt: now });
      const clinic = await tx.getRepository(Team).save({ name: 'Riyadh Dental Clinic', slug: 'riyadh-dental', country: 'SA', currency: 'SAR', createdAt: now });
      await tx.getRepository(TeamMember).insert([
        { teamId: personal.id, userId: user.id, role: 'owner', createdAt: now, deletedAt: null },
        { teamId: clinic.id, userId: user.id, role: 'owner', createdAt: now, deletedAt: null },
      ]);
    });
    log.info('demo team seeded');
  }
}
