import { expect } from '@playwright/test';

export interface DevMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  locale: string;
  createdAt: string;
}

/** Messages the API's dev mailbox holds for an address, newest first. */
export async function mailsTo(api: string, to: string): Promise<DevMail[]> {
  const res = await fetch(`${api}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  expect(res.ok).toBe(true);
  return (await res.json()) as DevMail[];
}

/**
 * Waits for a new message to `to` (more than `after` messages) and returns the newest. Mail goes out
 * through the job queue: allow a loaded machine (CI runs the story tests beside these) some seconds.
 */
export async function nextMail(api: string, to: string, after: number): Promise<DevMail> {
  let mails: DevMail[] = [];
  await expect
    .poll(async () => (mails = await mailsTo(api, to)).length, { timeout: 30_000, message: `a mail to ${to}` })
    .toBeGreaterThan(after);
  return mails[0]!;
}

/** The 6-digit code in a message. */
export function codeIn(mail: DevMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  expect(m, `a 6-digit code in "${mail.text}"`).not.toBeNull();
  return m![1]!;
}

/** The first link to the app in a message. */
export function linkIn(mail: DevMail, app: string): string {
  const m = new RegExp(`${app.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s"<>]+`).exec(mail.text);
  expect(m, `a link to ${app} in "${mail.text}"`).not.toBeNull();
  return m![0]!;
}
