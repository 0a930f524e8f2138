// The visitor's time zone as a searchable list (react-aria's ComboBox: list box, popover, virtualizer):
// a chunk of its own, loaded once the booking page is up (TimeZoneField.tsx).
import { ComboBox } from '../../components/ComboBox/ComboBox.tsx';
import { zoneItems } from './zone-items.ts';

export interface ZonePickerProps {
  className?: string;
  label: string;
  timeZone: string;
  onTimeZoneChange: (timeZone: string) => void;
  /** The locale's BCP 47 tag (offsets in its words). */
  tag: string;
  /** The instant the offsets are computed at. */
  now: number;
  /** Focus the input once mounted (the visitor reached for the field while it loaded). */
  autoFocus?: boolean;
}

export function ZonePicker({ className, label, timeZone, onTimeZoneChange, tag, now, autoFocus }: ZonePickerProps) {
  return (
    <ComboBox
      className={className}
      label={label}
      items={zoneItems(timeZone, tag, now)}
      selectedKey={timeZone}
      onSelectionChange={(key) => key !== null && onTimeZoneChange(String(key))}
      autoFocus={autoFocus}
    />
  );
}
