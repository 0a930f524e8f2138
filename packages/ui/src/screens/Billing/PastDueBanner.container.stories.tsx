import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { mockError, mockQuery } from '../../mocks/index.ts';
import { PastDueBannerContainer } from './PastDueBanner.container.tsx';
import { BILLING_HREF, TEAM_ID, activeOverview, assistantTeam, pastDueOverview, storyParameters, team } from '../../fixtures/billing.ts';
import { summaryOf } from '../../fixtures/teams.ts';

/** The past-due banner against the mocked API (`billing.entitlements`, `teams.list`). */
const meta = {
  title: 'Screens/Billing/PastDueBanner/Container',
  component: PastDueBannerContainer,
  parameters: storyParameters,
  args: { teamId: TEAM_ID, billingHref: BILLING_HREF },
} satisfies Meta<typeof PastDueBannerContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wired: billing.entitlements and the caller's role from teams.list (an owner here). */
export const Owner: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', pastDueOverview.entitlements), mockQuery('teams.list', [summaryOf(team)]));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const b = within(await within(canvasElement).findByRole('region', { name: t('billing.lifecycle.banner.label') }));
    await expect(b.getByRole('link', { name: t('billing.lifecycle.banner.toBilling') })).toHaveAttribute('href', BILLING_HREF);
  },
};

/** Wired, an assistant: the words without the link. */
export const Assistant: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', pastDueOverview.entitlements), mockQuery('teams.list', [summaryOf(assistantTeam)]));
  },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const b = within(await within(canvasElement).findByRole('region', { name: t('billing.lifecycle.banner.label') }));
    await expect(b.getByRole('alert')).toHaveTextContent(t('billing.lifecycle.banner.member'));
    await expect(b.queryByRole('link')).toBeNull();
  },
};

/** Paid up, or the entitlements cannot be read: no banner (the billing page and refused actions still say it). */
export const NothingToSay: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockQuery('billing.entitlements', activeOverview.entitlements), mockQuery('teams.list', [summaryOf(team)]));
  },
  play: async ({ canvasElement }) => {
    // Let both answers arrive before looking for what is not there.
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};

export const EntitlementsFailed: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.entitlements', 'UNEXPECTED'), mockQuery('teams.list', [summaryOf(team)]));
  },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 300));
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
