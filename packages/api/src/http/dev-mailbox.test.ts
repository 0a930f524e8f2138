import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, drainJobs, type TestApp } from '../../test/harness.ts';
import { bookingConfirmedMail } from '../mail/booking-templates.ts';
import { enqueueMail } from '../mail/outbox.ts';
import type { OutgoingMail } from '../mail/mailer.ts';

let app: TestApp;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen();
});
afterAll(() => app.close());

interface ListedMail {
  id: string;
  subject: string;
  attachments: { filename: string; contentType: string; url: string; content: string }[];
}
const mailsTo = async (to: string): Promise<ListedMail[]> => {
  const res = await fetch(`${base}/dev/mailbox?format=json&to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ListedMail[];
};

const invite = (to: string) =>
  bookingConfirmedMail({
    booking: {
      id: '7d1f3c2a-0b5e-4c3d-9a8b-1234567890ab',
      title: 'Dental check-up',
      titleAr: null,
      titleEn: null,
      start: new Date('2026-11-23T09:00:00Z'),
      end: new Date('2026-11-23T09:30:00Z'),
      durationMinutes: 30,
      booker: { name: 'Ali Hassan', email: to },
      calendarName: 'Dr. Sara',
      calendarNameAr: null,
      calendarNameEn: null,
      teamName: 'Smile Clinic',
      calendarTimezone: 'Asia/Riyadh',
      organizerEmail: 'sara@clinic.test',
      sequence: 0,
      createdAt: app.clock.now(),
    },
    to: { email: to, name: 'Ali Hassan', locale: 'en', timezone: 'Asia/Riyadh' },
    now: app.clock.now(),
    urls: { manage: 'https://waqt.test/m', cancel: 'https://waqt.test/c', reschedule: 'https://waqt.test/r' },
  });

describe('dev mailbox attachments', () => {
  it('stores a mail’s files and the invite, lists them with links and serves each as a download', async () => {
    const to = 'ali-invite@example.com';
    const mail: OutgoingMail = { ...invite(to), attachments: [{ filename: 'notes.txt', contentType: 'text/plain', content: 'Bring the X-ray.\n' }] };
    await enqueueMail(app.db, app.clock, mail);
    await drainJobs(app.db);

    const [listed] = await mailsTo(to);
    expect(listed!.attachments.map(({ filename, contentType, url }) => ({ filename, contentType, url }))).toEqual([
      { filename: 'notes.txt', contentType: 'text/plain', url: `/dev/mailbox/${listed!.id}/attachments/0` },
      { filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', url: `/dev/mailbox/${listed!.id}/attachments/1` },
    ]);
    expect(listed!.attachments[1]!.content).toBe(mail.icalEvent!.content);

    const ics = await fetch(`${base}${listed!.attachments[1]!.url}`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.headers.get('content-disposition')).toBe('attachment; filename=invite.ics');
    expect(ics.headers.get('cache-control')).toBe('no-store');
    const body = await ics.text();
    expect(body).toBe(mail.icalEvent!.content);
    expect(body).toContain('METHOD:REQUEST\r\n');
    expect(body).toContain('UID:7d1f3c2a-0b5e-4c3d-9a8b-1234567890ab@waqt\r\n');

    const notes = await fetch(`${base}${listed!.attachments[0]!.url}`);
    expect(notes.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(notes.headers.get('content-disposition')).toBe('attachment; filename=notes.txt');
    expect(await notes.text()).toBe('Bring the X-ray.\n');

    const page = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(to)}`)).text();
    expect(page).toContain(`<a href="/dev/mailbox/${listed!.id}/attachments/1" download>invite.ics</a> (text/calendar; charset=utf-8; method=REQUEST)`);
    expect(page).toContain(`<a href="/dev/mailbox/${listed!.id}/attachments/0" download>notes.txt</a>`);
  });

  it('lists no attachments for a plain mail, and escapes file names on the page', async () => {
    const plain = 'plain@example.com';
    await enqueueMail(app.db, app.clock, { to: plain, subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', locale: 'en' });
    const odd = 'odd-name@example.com';
    await enqueueMail(app.db, app.clock, {
      to: odd,
      subject: 'Files',
      text: 'Files',
      html: '<p>Files</p>',
      locale: 'ar',
      attachments: [{ filename: '<b>دعوة.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    });
    await drainJobs(app.db);
    expect((await mailsTo(plain))[0]!.attachments).toEqual([]);
    const page = await (await fetch(`${base}/dev/mailbox?to=${encodeURIComponent(odd)}`)).text();
    expect(page).toContain('>&lt;b&gt;دعوة.ics</a>');
    const [listed] = await mailsTo(odd);
    const res = await fetch(`${base}${listed!.attachments[0]!.url}`);
    // A name beyond ASCII goes in filename* (RFC 6266), with an ASCII fallback.
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="<b>????.ics"; filename*=UTF-8''%3Cb%3E${encodeURIComponent('دعوة')}.ics`);
  });

  it('answers 404 for a message or an index that does not exist, and for malformed ones', async () => {
    const to = 'ali-404@example.com';
    await enqueueMail(app.db, app.clock, invite(to));
    await drainJobs(app.db);
    const [listed] = await mailsTo(to);
    for (const path of [
      `/dev/mailbox/${listed!.id}/attachments/1`,
      `/dev/mailbox/${listed!.id}/attachments/x`,
      `/dev/mailbox/${listed!.id}/attachments/-1`,
      `/dev/mailbox/00000000-0000-4000-8000-000000000000/attachments/0`,
      `/dev/mailbox/not-a-uuid/attachments/0`,
    ]) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
    }
    expect((await fetch(`${base}/dev/mailbox/${listed!.id}/attachments/0`)).status).toBe(200);
  });

  it('refuses, when queued, a file whose name or type could break a header', async () => {
    const mail = { to: 'x@example.com', subject: 's', text: 't', html: '<p>t</p>', locale: 'en' as const };
    const file = { filename: 'a.txt', contentType: 'text/plain', content: 'x' };
    await expect(enqueueMail(app.db, app.clock, { ...mail, attachments: [{ ...file, filename: 'a\r\nX-Evil: 1.txt' }] })).rejects.toThrow();
    await expect(enqueueMail(app.db, app.clock, { ...mail, attachments: [{ ...file, filename: '../etc/passwd' }] })).rejects.toThrow();
    await expect(enqueueMail(app.db, app.clock, { ...mail, attachments: [{ ...file, contentType: 'text/html\r\nX-Evil: 1' }] })).rejects.toThrow();
    const queued = await app.db.query(`SELECT count(*)::int AS n FROM jobs WHERE payload->>'to' = 'x@example.com'`);
    expect(queued[0].n).toBe(0);
  });
});
