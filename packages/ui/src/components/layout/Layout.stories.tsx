import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import { tokens } from '../../theme/contract.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Code, Text } from './Text.tsx';
import { Heading } from './Heading.tsx';
import { Inline, Stack } from './Stack.tsx';
import { Page, Section } from './Page.tsx';
import { PageHeader } from './PageHeader.tsx';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

function Label({ k }: { k: string }) {
  const { t } = useTranslation();
  return <>{t(k)}</>;
}

/** A rem token in pixels, as getComputedStyle reports it. */
const remToPx = (rem: string) => parseFloat(rem) * parseFloat(getComputedStyle(document.documentElement).fontSize);

const meta = {
  title: 'Components/Layout',
  component: Stack,
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stack spaces its children with a theme token, nothing else. */
export const StackSpacing: Story = {
  render: () => (
    <Stack space="lg" data-testid="stack">
      <Text>
        <Label k="demo.noBookings" />
      </Text>
      <Text tone="secondary">
        <Label k="demo.noBookingsBody" />
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const stack = within(canvasElement).getByTestId('stack');
    const style = getComputedStyle(stack);
    await expect(style.flexDirection).toBe('column');
    await expect(parseFloat(style.rowGap)).toBe(remToPx(tokens.space.lg));
  },
};

/** Inline wraps in reading order and spreads its children with align="between". */
export const InlineBetween: Story = {
  render: () => (
    <Inline space="sm" align="between" data-testid="inline">
      <Badge tone="positive">
        <Label k="demo.confirmed" />
      </Badge>
      <Badge tone="caution">
        <Label k="demo.pending" />
      </Badge>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const style = getComputedStyle(within(canvasElement).getByTestId('inline'));
    await expect(style.flexWrap).toBe('wrap');
    await expect(style.justifyContent).toBe('space-between');
    await expect(parseFloat(style.columnGap)).toBe(remToPx(tokens.space.sm));
  },
};

/** The level sets the element; the size only sets the look. */
export const HeadingLevelAndSize: Story = {
  render: () => (
    <Heading level={2} size="large">
      <Label k="demo.bookings" />
    </Heading>
  ),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 2, name: tr()('demo.bookings') });
    await expect(heading.tagName).toBe('H2');
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBe(remToPx(tokens.fontSize.xxl));
  },
};

/** Text in every tone and size; `isolate` keeps a Latin name in its own direction inside Arabic. */
export const TextVariants: Story = {
  render: () => (
    <Stack space="sm">
      <Text size="large" weight="strong">
        <Label k="demo.proPlan" />
      </Text>
      <Text size="small" tone="secondary">
        <Label k="demo.fullNameHelp" />
      </Text>
      <Text tone="positive">
        <Label k="demo.saved" />
      </Text>
      <Text tone="critical">
        <Label k="demo.pickOne" />
      </Text>
      <Text as="span" isolate data-testid="isolated">
        {'name@example.com'}
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const isolated = c.getByTestId('isolated');
    await expect(isolated.tagName).toBe('SPAN');
    const bdi = isolated.querySelector('bdi');
    await expect(bdi).not.toBeNull();
    await expect(bdi).toHaveTextContent('name@example.com');
    await expect(c.getByText(tr()('demo.saved')).tagName).toBe('P');
  },
};

/** A page's top: back link, the h1, a lead and actions. */
export const PageHeaderFull: Story = {
  render: () => (
    <PageHeader
      title={<Label k="demo.bookings" />}
      lead={<Label k="demo.noBookingsBody" />}
      backHref="/"
      backLabel={<Label k="common.back" />}
      actions={
        <Button>
          <Label k="demo.shareLink" />
        </Button>
      }
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = tr();
    await expect(c.getByRole('heading', { level: 1, name: t('demo.bookings') })).toBeVisible();
    await expect(c.getByText(t('demo.noBookingsBody'))).toBeVisible();
    await expect(c.getByRole('link', { name: t('common.back') })).toHaveAttribute('href', '/');
    await expect(c.getByRole('button', { name: t('demo.shareLink') })).toBeVisible();
  },
};

/** Without a back link or actions, only the title (and lead) render. */
export const PageHeaderTitleOnly: Story = {
  render: () => <PageHeader title={<Label k="demo.bookings" />} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1 })).toHaveTextContent(tr()('demo.bookings'));
    await expect(c.queryByRole('link')).toBeNull();
  },
};

/** A page: its header, then titled sections; each section is a landmark named by its heading. */
export const PageWithSections: Story = {
  render: () => (
    <Page width="narrow">
      <PageHeader title={<Label k="demo.bookings" />} lead={<Label k="demo.noBookingsBody" />} />
      <Section title={<Label k="demo.upcoming" />} actions={<Button size="sm" variant="secondary"><Label k="demo.viewAllBookings" /></Button>}>
        <Text>
          <Label k="demo.noBookings" />
        </Text>
      </Section>
      <Section title={<Label k="demo.past" />} lead={<Label k="demo.emptyTab" />} />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const t = tr();
    const upcoming = c.getByRole('region', { name: t('demo.upcoming') });
    await expect(within(upcoming).getByRole('heading', { level: 2 })).toHaveTextContent(t('demo.upcoming'));
    await expect(within(upcoming).getByRole('button', { name: t('demo.viewAllBookings') })).toBeVisible();
    await expect(c.getByRole('region', { name: t('demo.past') })).toHaveTextContent(t('demo.emptyTab'));
    // The narrow page keeps forms to one readable column.
    const page = canvasElement.firstElementChild as HTMLElement;
    await expect(page.getBoundingClientRect().width).toBeLessThanOrEqual(remToPx('48rem') + 1);
  },
};

/** Machine text keeps its order inside Arabic: a link with slashes, a key with underscores. */
export const CodeInArabicText: Story = {
  render: () => (
    <Text>
      <Label k="demo.shareLink" />: <Code>waqt.app/riyadh-dental-main/consultation/</Code> · <Code>pk_live_4xQ</Code>
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const codes = canvasElement.querySelectorAll('bdi');
    await expect(codes).toHaveLength(2);
    for (const el of codes) {
      await expect(el).toHaveAttribute('dir', 'ltr');
      await expect(getComputedStyle(el).direction).toBe('ltr');
    }
    await expect(codes[0]).toHaveTextContent('waqt.app/riyadh-dental-main/consultation/');
  },
};
