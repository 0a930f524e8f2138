import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

describe('routes', () => {
  it('builds the booker’s links in en and ar', () => {
    expect(routes.bookingConfirmed('en', 'b1', 'tok')).toBe('/en/book/confirmed/b1?token=tok');
    expect(routes.bookingConfirmed('ar', 'b1')).toBe('/ar/book/confirmed/b1');
    expect(routes.bookingConfirmed('ar', 'b1', 'tok', { action: 'cancel' })).toBe('/ar/book/confirmed/b1?token=tok&action=cancel');
    expect(routes.bookingConfirmed('en', 'b1', 'tok', { booked: true })).toBe('/en/book/confirmed/b1?token=tok&booked=1');
    expect(routes.bookingConfirmed('ar', 'b1', undefined, { notice: 'PAYMENT_SUCCEEDED' })).toBe('/ar/book/confirmed/b1?notice=PAYMENT_SUCCEEDED');
    expect(routes.pay('ar', 'b1', 'tok')).toBe('/ar/book/pay/b1?token=tok');
    expect(routes.pay('en', 'b1')).toBe('/en/book/pay/b1');
    expect(routes.attend('en', 'b1', 'att')).toBe('/en/book/attend/b1?t=att');
    expect(routes.optOut('ar', 'm1', 'opt')).toBe('/ar/stop?m=m1&t=opt');
    expect(routes.eventType('ar', 'clinic', 'visit')).toBe('/ar/clinic/visit');
    expect(routes.eventType('en', 'clinic', 'visit', { bookingId: 'b1', token: 'tok' })).toBe('/en/clinic/visit?reschedule=b1&token=tok');
    expect(routes.publicCalendar('en', 'clinic')).toBe('/en/clinic');
    expect(routes.linkExpired()).toBe('/book/link-expired');
  });

  it('builds the account, team and billing links', () => {
    expect(routes.invite('ar', 'abc_-1')).toBe('/ar/invite/abc_-1');
    expect(routes.resetSubmit('en', 'tok')).toBe('/en/auth/password/resetsubmit?token=tok');
    expect(routes.emailUndo('ar', 'tok')).toBe('/ar/auth/email/undo?token=tok');
    expect(routes.googleAuth('en', { error: 'failed' })).toBe('/en/googleAuth?error=failed');
    expect(routes.googleAuth('ar', { next: '/ar/invite/x' })).toBe('/ar/googleAuth?next=%2Far%2Finvite%2Fx');
    expect(routes.home('en')).toBe('/en');
    expect(routes.register('ar', '/ar/invite/x')).toBe('/ar/auth/register?next=%2Far%2Finvite%2Fx');
    expect(routes.dashboard('ar')).toBe('/ar/dashboard');
    expect(routes.team('en', 't1')).toBe('/en/dashboard/team/t1');
    expect(routes.team('ar', 't1', 'settings', 'messaging')).toBe('/ar/dashboard/team/t1/settings#messaging');
    expect(routes.teamBooking('en', 't1', 'b1')).toBe('/en/dashboard/team/t1/bookings?booking=b1');
    expect(routes.billing('ar', 't1')).toBe('/ar/dashboard/team/t1/billing');
    expect(routes.billing('en', 't1', 'paymentmethods/add')).toBe('/en/dashboard/team/t1/billing/paymentmethods/add');
    expect(routes.billing('en', 't1', 'subscription/add', { card: 'added' })).toBe('/en/dashboard/team/t1/billing/subscription/add?card=added');
    expect(routes.invoice('ar', 't1', 'o1')).toBe('/ar/dashboard/team/t1/billing/print/subscription/o1');
    expect(routes.creditNote('en', 't1', 'CN-7')).toBe('/en/dashboard/team/t1/billing/print/credit-note/CN-7');
    expect(routes.calendar('en', 't1', 'c1', 'eventtypes')).toBe('/en/dashboard/team/t1/calendars/c1/eventtypes');
  });

  it('percent-encodes tokens and segments, so they cannot change the path or add parameters', () => {
    expect(routes.invite('en', 'a/b?c=d#e')).toBe('/en/invite/a%2Fb%3Fc%3Dd%23e');
    expect(routes.bookingConfirmed('en', 'b1', 'x&action=cancel')).toBe('/en/book/confirmed/b1?token=x%26action%3Dcancel');
    expect(routes.resetSubmit('ar', 'a+b=/')).toBe('/ar/auth/password/resetsubmit?token=a%2Bb%3D%2F');
    expect(routes.eventType('ar', 'عيادة', 'زيارة')).toBe(`/ar/${encodeURIComponent('عيادة')}/${encodeURIComponent('زيارة')}`);
    expect(routes.team('en', '../admin')).toBe('/en/dashboard/team/..%2Fadmin');
  });
});
