import { z } from 'zod';

/** A team or calendar link: lower-case letters, digits and inner dashes, 1–64 characters. */
export const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);

export const publicTeamInput = z.object({ slug: slugSchema });
export type PublicTeamInput = z.infer<typeof publicTeamInput>;

/** What a visitor may see of a team on its public page. */
export const publicTeamSchema = z.object({
  name: z.string(),
  slug: z.string(),
  country: z.string().length(2),
  currency: z.string().length(3),
});
export type PublicTeam = z.infer<typeof publicTeamSchema>;
