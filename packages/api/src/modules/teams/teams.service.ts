import type { DataSource } from 'typeorm';
import type { PublicTeam } from '@waqt/contracts';
import { Team } from '../../db/entities/index.ts';
import { AppError } from '../../errors.ts';

/** The public face of a team by its link. Personal teams have public pages too. */
export async function publicTeamBySlug(db: DataSource, slug: string): Promise<PublicTeam> {
  const team = await db.getRepository(Team).findOneBy({ slug });
  if (!team) throw new AppError('NOT_FOUND');
  return { name: team.name, slug: team.slug, country: team.country, currency: team.currency };
}
