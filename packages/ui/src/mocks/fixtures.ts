import type { CurrentUser } from '@waqt/contracts';

export const demoUser: CurrentUser = {
  id: '2f6c1a52-6f0e-4d7b-9c1e-7f1a2b3c4d5e',
  fullName: 'Sara Al-Qahtani',
  email: 'sara@example.com',
  timezone: 'Asia/Riyadh',
  locale: 'en',
  emailVerified: true,
  hasPassword: true,
};
