import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * The booking page's month (ui/src/screens/Booking/SlotPicker.tsx) is always Gregorian: it renders inside
 * an I18nProvider whose locale ends in `-u-ca-gregory` (bookings are made on Gregorian dates; the Hijri
 * date is written beside them with Intl). react-aria-components' Calendar still imports
 * @internationalized/date's `createCalendar`, and with it every calendar system it knows (Islamic,
 * Hebrew, Japanese, Ethiopic, Persian…, ~3 KB gzip) for whichever the locale names — which the
 * dashboard's date picker needs (its calendar follows the locale: Hijri in ar-SA). So, in the build, the
 * SlotPicker alone gets a copy of that Calendar module whose default calendar is the Gregorian one; the
 * copy imports everything else from the same modules as the original, and the SlotPicker gets all of the
 * copy's exports (its calendar parts and their contexts belong together). Not in the dev server (its pre-bundled
 * react-aria-components would be a second copy of those modules).
 */
const SLOT_PICKER = /[\\/]ui[\\/]src[\\/]screens[\\/]Booking[\\/]SlotPicker\.tsx$/;
const GREGORIAN_RAC = '\0waqt:react-aria-components-gregorian';
const GREGORIAN_CALENDAR = '?waqt-gregorian';
export function gregorianBookingCalendar(): Plugin {
  let calendarModule = '';
  return {
    name: 'waqt-gregorian-booking-calendar',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^(?:react-aria-components|\0waqt:react-aria-components-gregorian)$/ },
      async handler(source, importer) {
        if (source === GREGORIAN_RAC) return source;
        if (!importer || !SLOT_PICKER.test(importer)) return null;
        const rac = await this.resolve('react-aria-components', importer, { skipSelf: true });
        if (!rac) return null;
        calendarModule = path.join(path.dirname(rac.id), '../private/Calendar.mjs');
        if (!fs.existsSync(calendarModule)) this.error(`react-aria-components has no ${calendarModule} (upgraded?): see packages/app/build/gregorian-calendar.ts`);
        return GREGORIAN_RAC;
      },
    },
    load: {
      filter: { id: /(?:^\0waqt:react-aria-components-gregorian|\?waqt-gregorian)$/ },
      handler(id) {
        if (id === GREGORIAN_RAC) {
          // Everything Calendar.mjs exports (its parts and contexts) from the copy — named exports win over
          // the star export — and the rest of react-aria-components as usual.
          const exported = /^export \{([^}]*)\};?$/m.exec(fs.readFileSync(calendarModule, 'utf8'));
          const names = exported?.[1]!.split(',').map((e) => e.trim().split(/\s+as\s+/).pop()!) ?? [];
          if (!names.includes('Calendar') || !names.includes('CalendarCell')) this.error('react-aria-components/Calendar.mjs no longer exports as expected (upgraded?): see packages/app/build/gregorian-calendar.ts');
          return `export * from 'react-aria-components';\nexport { ${names.join(', ')} } from ${JSON.stringify(calendarModule + GREGORIAN_CALENDAR)};\n`;
        }
        if (!id.endsWith(GREGORIAN_CALENDAR)) return null;
        const code = fs.readFileSync(id.slice(0, -GREGORIAN_CALENDAR.length), 'utf8');
        const imported = /import \{createCalendar as ([\w$]+), /.exec(code);
        if (!imported || !code.includes(`(0, ${imported[1]})`)) this.error('react-aria-components/Calendar.mjs no longer imports createCalendar as expected (upgraded?): see packages/app/build/gregorian-calendar.ts');
        const name = imported![1]!;
        return code.replace(`createCalendar as ${name}, `, 'GregorianCalendar as $waqtGregorian, ') + `\nfunction ${name}() {\n  return new $waqtGregorian();\n}\n`;
      },
    },
  };
}
