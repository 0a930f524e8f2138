import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { isLocale } from '@waqt/contracts';
import { formatNumber } from '../../i18n/index.ts';
import { storyTr } from '../../i18n/stories.ts';
import { Badge } from '../Badge/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from './Card.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

function Usage() {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return <p>{t('demo.calendarsUsed', { used: formatNumber(3, locale), total: formatNumber(5, locale) })}</p>;
}

const locale = () => (isLocale(document.documentElement.lang) ? document.documentElement.lang : 'en');
const onManage = fn();

const meta = {
  title: 'Components/Card',
  component: Card,
  args: { title: <Label k="demo.plan" />, description: <Label k="demo.proPlan" />, children: <Usage /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: tr()('demo.plan') })).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: <Badge tone="positive"><Label k="demo.confirmed" /></Badge>,
    footer: <Button variant="secondary" onPress={onManage}><Label k="demo.managePlan" /></Button>,
  },
  play: async ({ canvasElement }) => {
    onManage.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: tr()('demo.managePlan') }));
    await expect(onManage).toHaveBeenCalledOnce();
  },
};

/** With role="region" the card becomes a landmark named by its title. */
export const AsRegion: Story = {
  args: { role: 'region' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: tr()('demo.plan') })).toBeInTheDocument();
  },
};

/** Content only: no header, and (without a role) no landmark or label. */
export const ContentOnly: Story = {
  args: { title: undefined, description: undefined },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('heading')).toBeNull();
    await expect(c.queryByRole('region')).toBeNull();
    await expect(c.getByText(tr()('demo.calendarsUsed', { used: formatNumber(3, locale()), total: formatNumber(5, locale()) }))).toBeInTheDocument();
  },
};
