import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTr } from '../../i18n/stories.ts';
import { mockError, mockPending, mockQuery } from '../../mocks/index.ts';
import { CreditNoteContainer } from './CreditNote.container.tsx';
import { BILLING_HREF, CREDIT_NOTE_NUMBER, TEAM_ID, creditNote, expectCreditNote } from '../../fixtures/credit-note.ts';

/** The credit note page against the mocked API (`billing.creditNote`). */
const meta = {
  title: 'Screens/Billing/CreditNote/Container',
  component: CreditNoteContainer,
  parameters: { layout: 'fullscreen' },
  args: { teamId: TEAM_ID, number: CREDIT_NOTE_NUMBER, billingHref: BILLING_HREF },
} satisfies Meta<typeof CreditNoteContainer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What the mocked API was asked in the running story. */
let asked: unknown[] = [];

/** The team and the number go to billing.creditNote; the answer is the credit note, printable. */
export const Loaded: Story = {
  beforeEach: ({ msw }) => {
    asked = [];
    msw.use(mockQuery('billing.creditNote', (input) => (asked.push(input), creditNote)));
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('article');
    await expect(asked).toEqual([{ teamId: TEAM_ID, number: CREDIT_NOTE_NUMBER }]);
    await expectCreditNote(canvasElement, creditNote);
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockPending('billing.creditNote'));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: storyTr()('common.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Another team's number, or none: NOT_FOUND. */
export const NotFound: Story = {
  beforeEach: ({ msw }) => {
    msw.use(mockError('billing.creditNote', 'NOT_FOUND'));
  },
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByRole('heading', { name: storyTr()('creditNote.notFoundTitle') })).toBeInTheDocument();
  },
};
