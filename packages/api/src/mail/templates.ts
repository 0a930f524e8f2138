import { EMAIL_CHANGE_UNDO_VALID_MS, formatUnit, ONE_HOUR_MS, OTP_VALID_MS, PASSWORD_RESET_VALID_MS, type Locale } from '@waqt/contracts';
import type { OutgoingMail } from './mailer.ts';

export const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A code block readable in both directions: digits stay left-to-right inside Arabic text. */
const codeHtml = (code: string) =>
  `<p style="font-size:28px;font-weight:700;letter-spacing:6px;direction:ltr;unicode-bidi:isolate;margin:16px 0">${code}</p>`;
export const buttonHtml = (href: string, label: string) =>
  `<p style="margin:20px 0"><a href="${escape(href)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escape(label)}</a></p><p style="font-size:12px;color:#555;direction:ltr;unicode-bidi:isolate">${escape(href)}</p>`;

/** A lifetime in words of the mail's language, from the constant itself ("10 minutes", "10 دقائق", "ساعة", "7 days"). */
export function lifetime(locale: Locale, ms: number): string {
  const day = 24 * ONE_HOUR_MS;
  // Several whole days read as days ("7 days"); one day stays "24 hours", as invitations always said.
  const [value, unit] =
    ms > day && ms % day === 0 ? [ms / day, 'day' as const] : ms % ONE_HOUR_MS === 0 ? [ms / ONE_HOUR_MS, 'hour' as const] : [Math.ceil(ms / 60_000), 'minute' as const];
  return formatUnit(value, unit, locale);
}

type CodeKind = 'login' | 'verify_email' | 'change_email' | 'booking' | 'confirm_identity';

const codeCopy: Record<Locale, Record<CodeKind, { subject: string; lead: string }>> = {
  en: {
    login: { subject: 'Your Waqt sign-in code: {code}', lead: 'Use this code to sign in to Waqt.' },
    verify_email: { subject: 'Verify your email for Waqt: {code}', lead: 'Welcome to Waqt! Enter this code to verify your email and activate your account.' },
    change_email: { subject: 'Confirm your new Waqt email: {code}', lead: 'Enter this code in Waqt to confirm this address as your new sign-in email.' },
    booking: { subject: 'Your booking code: {code}', lead: 'Enter this code on the booking page to confirm your email and your booking.' },
    confirm_identity: { subject: 'Confirm it is you: {code}', lead: 'Someone signed in to your Waqt account wants to change its sign-in email. Enter this code only if it is you.' },
  },
  ar: {
    login: { subject: 'رمز تسجيل الدخول إلى وقت: {code}', lead: 'استخدم هذا الرمز لتسجيل الدخول إلى وقت.' },
    verify_email: { subject: 'تأكيد بريدك الإلكتروني في وقت: {code}', lead: 'مرحبًا بك في وقت! أدخل هذا الرمز لتأكيد بريدك الإلكتروني وتفعيل حسابك.' },
    change_email: { subject: 'تأكيد بريدك الإلكتروني الجديد في وقت: {code}', lead: 'أدخل هذا الرمز في وقت لتأكيد هذا العنوان بريدًا جديدًا لتسجيل الدخول.' },
    booking: { subject: 'رمز تأكيد حجزك: {code}', lead: 'أدخل هذا الرمز في صفحة الحجز لتأكيد بريدك الإلكتروني وحجزك.' },
    confirm_identity: { subject: 'أكّد أنك أنت: {code}', lead: 'طُلب من داخل حسابك في وقت تغيير بريد تسجيل الدخول. لا تُدخل هذا الرمز إلا إذا كنت أنت من طلب ذلك.' },
  },
};

const common: Record<Locale, { validity: string; ignore: string; greeting: (name: string) => string }> = {
  en: {
    validity: `The code is valid for ${lifetime('en', OTP_VALID_MS)}.`,
    ignore: 'If you did not ask for this, you can ignore this email.',
    greeting: (name) => `Hello ${name},`,
  },
  ar: {
    validity: `الرمز صالح لمدة ${lifetime('ar', OTP_VALID_MS)}.`,
    ignore: 'إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.',
    greeting: (name) => `مرحبًا ${name}،`,
  },
};

/** A one-time code mail in the recipient's language. */
export function codeMail(to: string, locale: Locale, kind: CodeKind, code: string, name?: string): OutgoingMail {
  const copy = codeCopy[locale][kind];
  const c = common[locale];
  const subject = copy.subject.replace('{code}', code);
  const hello = name ? c.greeting(name) : '';
  const text = [hello, copy.lead, '', code, '', c.validity, c.ignore].filter((l, i) => l !== '' || i > 0).join('\n');
  const html = `${hello ? `<p>${escape(hello)}</p>` : ''}<p>${escape(copy.lead)}</p>${codeHtml(code)}<p>${escape(c.validity)}</p><p style="color:#555">${escape(c.ignore)}</p>`;
  return { to, subject, text, html, locale };
}

const resetCopy: Record<Locale, { subject: string; lead: string; button: string; validity: string }> = {
  en: {
    subject: 'Reset your Waqt password',
    lead: 'We received a request to reset the password of your Waqt account. Choose a new one with this link:',
    button: 'Choose a new password',
    validity: `The link works once and expires in ${lifetime('en', PASSWORD_RESET_VALID_MS)}. Signing in elsewhere will need the new password.`,
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور في وقت',
    lead: 'تلقّينا طلبًا لإعادة تعيين كلمة مرور حسابك في وقت. اختر كلمة مرور جديدة عبر هذا الرابط:',
    button: 'اختيار كلمة مرور جديدة',
    validity: `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${lifetime('ar', PASSWORD_RESET_VALID_MS)}. سيتطلب تسجيل الدخول من الأجهزة الأخرى كلمة المرور الجديدة.`,
  },
};

/** The password reset link mail. */
export function resetMail(to: string, locale: Locale, name: string, link: string): OutgoingMail {
  const r = resetCopy[locale];
  const c = common[locale];
  const text = [c.greeting(name), r.lead, '', link, '', r.validity, c.ignore].join('\n');
  const html = `<p>${escape(c.greeting(name))}</p><p>${escape(r.lead)}</p>${buttonHtml(link, r.button)}<p>${escape(r.validity)}</p><p style="color:#555">${escape(c.ignore)}</p>`;
  return { to, subject: r.subject, text, html, locale };
}

const signupAttemptCopy: Record<Locale, { subject: string; lead: string; action: string; button: string }> = {
  en: {
    subject: 'Someone tried to sign up to Waqt with your email',
    lead: 'Someone just tried to create a Waqt account with this address, which already has one. Nothing was changed.',
    action: 'If it was you, sign in — or choose a new password if you forgot it:',
    button: 'Reset your password',
  },
  ar: {
    subject: 'حاول أحدهم إنشاء حساب في وقت ببريدك الإلكتروني',
    lead: 'حاول أحدهم للتو إنشاء حساب في وقت بهذا العنوان، وهو مرتبط بحساب قائم. لم يتغيّر شيء.',
    action: 'إن كنت أنت، فسجّل الدخول، أو اختر كلمة مرور جديدة إن نسيتها:',
    button: 'إعادة تعيين كلمة المرور',
  },
};

/** To an existing account when someone signs up with its address (the sign-up answers as usual). */
export function signupAttemptMail(to: string, locale: Locale, name: string, resetLink: string): OutgoingMail {
  const m = signupAttemptCopy[locale];
  const c = common[locale];
  const text = [c.greeting(name), m.lead, m.action, '', resetLink, '', c.ignore].join('\n');
  const html = `<p>${escape(c.greeting(name))}</p><p>${escape(m.lead)}</p><p>${escape(m.action)}</p>${buttonHtml(resetLink, m.button)}<p style="color:#555">${escape(c.ignore)}</p>`;
  return { to, subject: m.subject, text, html, locale };
}

const emailChangedCopy: Record<Locale, { subject: string; lead: (to: string) => string; undo: string; button: string; validity: string }> = {
  en: {
    subject: 'Your Waqt sign-in email was changed',
    lead: (to) => `The sign-in email of your Waqt account was changed from this address to ${to}.`,
    undo: 'If you did not do this, undo it with this link: your address comes back, every device is signed out, and you choose a new password.',
    button: 'Undo this change',
    validity: `The link works once, for ${lifetime('en', EMAIL_CHANGE_UNDO_VALID_MS)}.`,
  },
  ar: {
    subject: 'تغيّر بريد تسجيل الدخول إلى حسابك في وقت',
    lead: (to) => `تغيّر بريد تسجيل الدخول إلى حسابك في وقت من هذا العنوان إلى ${to}.`,
    undo: 'إن لم تفعل ذلك، فتراجع عنه بهذا الرابط: يعود عنوانك، ويُسجَّل الخروج من كل الأجهزة، وتختار كلمة مرور جديدة.',
    button: 'التراجع عن هذا التغيير',
    validity: `يعمل الرابط مرة واحدة خلال ${lifetime('ar', EMAIL_CHANGE_UNDO_VALID_MS)}.`,
  },
};

/** To the old address after an email change, with the single-use link that undoes it. */
export function emailChangedMail(to: string, locale: Locale, name: string, newEmail: string, undoLink: string): OutgoingMail {
  const m = emailChangedCopy[locale];
  const c = common[locale];
  const text = [c.greeting(name), m.lead(newEmail), m.undo, '', undoLink, '', m.validity].join('\n');
  const html = `<p>${escape(c.greeting(name))}</p><p>${escape(m.lead(newEmail))}</p><p>${escape(m.undo)}</p>${buttonHtml(undoLink, m.button)}<p>${escape(m.validity)}</p>`;
  return { to, subject: m.subject, text, html, locale };
}
