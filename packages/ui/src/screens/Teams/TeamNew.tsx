import { useTranslation } from 'react-i18next';
import { Card } from '../../components/Card/Card.tsx';
import { Page, PageHeader } from '../../components/layout/index.ts';
import { TeamForm, type SlugAvailability, type TeamDetails } from './TeamForm.tsx';
import type { ActionState } from '../../patterns/action.ts';

export interface TeamNewProps {
  /** Creates the team with the validated details. */
  onSubmit: (values: TeamDetails) => void;
  /** Pending state and the last failure of the create call. */
  state?: ActionState | undefined;
  /** The latest answer of the live link check. */
  slugAvailability?: SlugAvailability | undefined;
  /** The link to check now ('' for none); the container debounces and asks the API. */
  onSlugChange?: ((slug: string) => void) | undefined;
  /** Starting values; Saudi Arabia and SAR by default. */
  initial?: Partial<TeamDetails> | undefined;
}

/** /dashboard/team/new: name, link (suggested from the name, checked live), country and currency. */
export function TeamNew({ onSubmit, state, slugAvailability, onSlugChange, initial }: TeamNewProps) {
  const { t } = useTranslation();
  return (
    <Page width="narrow">
      <PageHeader title={t('teams.new.title')} lead={t('teams.new.lead')} />
      <Card>
        <TeamForm
          initial={{ name: '', slug: '', country: 'SA', currency: 'SAR', ...initial }}
          autoSlug
          slugAvailability={slugAvailability}
          onSlugChange={onSlugChange}
          onSubmit={onSubmit}
          state={state}
          submitLabel={t('teams.new.submit')}
        />
      </Card>
    </Page>
  );
}
