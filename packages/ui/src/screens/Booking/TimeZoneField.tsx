import { useEffect, useId, useState } from 'react';
import * as f from '../../components/Field/Field.css.ts';
import { ChevronDownIcon } from '../../components/icons/index.ts';
import { lazyPart, preloadable, whenIdle } from './lazy.tsx';
import { zoneItemLabel } from './zones.ts';
import type { ZonePickerProps } from './ZonePicker.tsx';

const picker = preloadable(() => import('./ZonePicker.tsx'));
const ZonePicker = lazyPart(picker, (m) => m.ZonePicker, (props) => <ZonePlaceholder {...props} />);

export type TimeZoneFieldProps = Omit<ZonePickerProps, 'autoFocus'>;

/**
 * The time-zone field of the booking page. Its searchable list (react-aria's ComboBox with its list box,
 * popover and virtualizer: ~55 KB gzip as bundled) is not needed to pick a day and a time: until it has
 * loaded — when the browser is idle after the first render, or at once when the visitor points at,
 * touches or tabs to the field — the field shows the current zone as the list's input does, in the same
 * place and style.
 */
export function TimeZoneField(props: TimeZoneFieldProps) {
  const [wanted, setWanted] = useState(() => picker.get() !== undefined);
  const [reached, setReached] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  if (wanted) return <ZonePicker {...props} autoFocus={reached} />;
  const reach = (focus: boolean) => {
    setWanted(true);
    if (focus) setReached(true);
  };
  return <ZonePlaceholder {...props} onReach={reach} />;
}

/** The field as the ComboBox draws it (label, input with the zone, the list button's chevron); reaching for it loads the list. */
function ZonePlaceholder({ className, label, timeZone, tag, now, onReach }: TimeZoneFieldProps & { onReach?: (focus: boolean) => void }) {
  const id = useId();
  return (
    <div
      className={[f.field, className].filter(Boolean).join(' ')}
      onPointerEnter={() => onReach?.(false)}
      onPointerDown={() => onReach?.(true)}
      onFocus={() => onReach?.(true)}
    >
      <label className={f.label} htmlFor={id}>
        {label}
      </label>
      <div className={f.group}>
        <input id={id} className={f.groupInput} value={zoneItemLabel(timeZone, tag, now)} readOnly />
        <span className={f.iconButton} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
    </div>
  );
}
