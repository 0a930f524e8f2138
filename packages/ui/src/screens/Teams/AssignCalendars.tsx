import { useTranslation } from 'react-i18next';
import type { MemberView } from '@waqt/contracts';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { CheckboxGroup } from '../../components/CheckboxGroup/CheckboxGroup.tsx';
import { Dialog } from '../../components/Dialog/Dialog.tsx';
import { Text } from '../../components/layout/index.ts';
import { type ActionOutcome } from '../../patterns/action.ts';
import type { CalendarAssignment } from './MembersTable.tsx';
import * as s from './Teams.css.ts';

/**
 * Owners choose which calendars an assistant sees (and works in). Each tick is saved on its own, at
 * once (one assignment per call, so two owners editing never overwrite each other); the boxes show
 * `calendars`, which the container updates optimistically and rolls back on failure.
 */
export function AssignCalendars({
  member,
  calendars,
  onClose,
  onSetAssigned,
}: {
  member: MemberView;
  calendars: CalendarAssignment[];
  onClose: () => void;
  onSetAssigned: (calendarId: string, assigned: boolean) => Promise<ActionOutcome>;
}) {
  const { t } = useTranslation();
  const selected = calendars.filter((c) => c.memberIds.includes(member.id)).map((c) => c.id);
  const onChange = (next: string[]) => {
    const added = next.find((id) => !selected.includes(id));
    const removed = selected.find((id) => !next.includes(id));
    if (added) void onSetAssigned(added, true);
    else if (removed) void onSetAssigned(removed, false);
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('teams.members.calendarsTitle', { name: member.fullName })}
      size="sm"
      footer={<Button onPress={onClose}>{t('common.done')}</Button>}
    >
      {calendars.length === 0 ? (
        <Text tone="secondary" size="small">{t('teams.members.noTeamCalendars')}</Text>
      ) : (
        <CheckboxGroup aria-label={t('teams.members.calendars')} description={t('teams.members.calendarsHelp')} value={selected} onChange={onChange} className={s.checkList}>
          {calendars.map((c) => (
            <Checkbox key={c.id} value={c.id}>
              {c.name}
            </Checkbox>
          ))}
        </CheckboxGroup>
      )}
    </Dialog>
  );
}
