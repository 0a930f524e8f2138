import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isLocale, type Locale } from '@waqt/contracts';
import { formatDateTime } from '../../format/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { PastDueBanner } from './PastDueBanner.tsx';
import { BILLING_HREF, activeOverview, pastDueOverview, softBlockedOverview, storyParameters } from '../../fixtures/billing.ts';

/** The dashboard's past-due banner: on every page of a team whose renewal failed. */
const meta = {
  title: 'Screens/Billing/PastDueBanner',
  component: PastDueBanner,
  parameters: storyParameters,
  args: { entitlements: pastDueOverview.entitlements, isOwner: true, billingHref: BILLING_HREF },
} satisfies Meta<typeof PastDueBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

const locale = (): Locale => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const longDate = (iso: string) => formatDateTime(iso, locale(), 'Asia/Riyadh', { dateStyle: 'long' });
const banner = (el: HTMLElement) => within(el).getByRole('region', { name: storyTr()('billing.lifecycle.banner.label') });

/** An owner: when the payment failed, until when to pay (day 14), and the way to billing. */
export const Owner: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const b = within(banner(canvasElement));
    await expect(b.getByRole('alert')).toHaveTextContent(t('billing.lifecycle.banner.owner', { date: longDate('2026-02-25T21:00:00.000Z'), endDate: longDate('2026-03-11T21:00:00.000Z') }));
    await expect(b.getByRole('link', { name: t('billing.lifecycle.banner.toBilling') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** An owner after day 7: adding is paused, said first. */
export const OwnerSoftBlocked: Story = {
  args: { entitlements: softBlockedOverview.entitlements },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(banner(canvasElement)).getByRole('alert')).toHaveTextContent(t('billing.lifecycle.banner.ownerBlocked', { endDate: longDate('2026-03-06T21:00:00.000Z') }));
  },
};

/** An assistant: plain words, no link (billing is the owners'). */
export const Assistant: Story = {
  args: { isOwner: false },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const b = within(banner(canvasElement));
    await expect(b.getByRole('alert')).toHaveTextContent(t('billing.lifecycle.banner.member'));
    await expect(b.queryByRole('link')).toBeNull();
  },
};

export const AssistantSoftBlocked: Story = {
  args: { isOwner: false, entitlements: softBlockedOverview.entitlements },
  play: async ({ canvasElement }) => {
    await expect(within(banner(canvasElement)).getByRole('alert')).toHaveTextContent(storyTr()('billing.lifecycle.banner.memberBlocked'));
  },
};

/** Paid up: nothing at all. */
export const NotPastDue: Story = {
  args: { entitlements: activeOverview.entitlements },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** On a phone the words wrap and the link stays on screen. */
export const Phone: Story = {
  parameters: { ...storyParameters, ...phoneViewport.parameters },
  globals: phoneViewport.globals,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(390);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expect(within(banner(canvasElement)).getByRole('link')).toBeVisible();
  },
};
