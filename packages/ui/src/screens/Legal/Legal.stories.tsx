import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { phoneViewport } from '../../mocks/viewports.ts';
import { LEGAL_CONTACT, LEGAL_SECTIONS, LegalPage } from './Legal.tsx';

const meta = {
  title: 'Screens/Legal',
  component: LegalPage,
  args: { page: 'terms' },
} satisfies Meta<typeof LegalPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const lang = () => document.documentElement.lang;

/** `/{lang}/terms`: every section titled, the contact address, and a link to the privacy policy. */
export const Terms: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('legal.terms.title') })).toBeVisible();
    const headings = c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(LEGAL_SECTIONS.terms.map((id) => t(`legal.terms.sections.${id}.title`)));
    await expect(c.getByText(t('legal.terms.sections.law.body'))).toBeVisible();
    await expect(c.getByRole('link', { name: LEGAL_CONTACT })).toHaveAttribute('href', `mailto:${LEGAL_CONTACT}`);
    await expect(c.getByRole('link', { name: t('legal.privacy.title') })).toHaveAttribute('href', `/${lang()}/privacy`);
  },
};

/** `/{lang}/privacy`: the PDPL, what is kept, the booker's case, rights and contact; a link back to the terms. */
export const Privacy: Story = {
  tags: ['visual'],
  args: { page: 'privacy' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 1, name: t('legal.privacy.title') })).toBeVisible();
    const headings = c.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(LEGAL_SECTIONS.privacy.map((id) => t(`legal.privacy.sections.${id}.title`)));
    await expect(c.getByText(t('legal.privacy.sections.collected.body'))).toBeVisible();
    await expect(c.getByRole('link', { name: t('legal.terms.title') })).toHaveAttribute('href', `/${lang()}/terms`);
  },
};

/** At 390 px: the text wraps, nothing scrolls sideways. */
export const PrivacyPhone: Story = {
  ...phoneViewport,
  args: { page: 'privacy' },
  play: async ({ canvasElement }) => {
    const t = storyTr();
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: t('legal.privacy.title') })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
