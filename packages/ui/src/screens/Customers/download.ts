import { localDateOf } from '@waqt/contracts';

/** A file the browser saves: its name and its text. */
export interface DownloadFile {
  /** The file name the browser suggests. */
  name: string;
  /** The whole content, as the API sent it. */
  text: string;
}

/** `customers-2026-03-01.csv`: the date of the export in the viewer's zone (Latin digits, ISO order). */
export function exportFileName(now: Date, timeZone: string): string {
  return `customers-${localDateOf(now, timeZone)}.csv`;
}

/**
 * Saves text as a CSV file through a Blob and an `<a download>`. The text is used as is: the API's CSV
 * already starts with a byte order mark (so spreadsheet programs read Arabic as UTF-8); adding one here
 * would make two.
 */
export function downloadCsv({ name, text }: DownloadFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the file to the browser; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
