import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { storyTr } from '../../i18n/stories.ts';
import * as g from './gallery.css.ts';
import * as icons from './index.ts';
import { ArrowBackIcon, ArrowForwardIcon, CalendarIcon, ChevronBackIcon, ChevronForwardIcon, iconSizes, type IconComponent } from './index.ts';

/** Translations for assertions, in the locale the decorator applied to <html>. */
const tr = storyTr;

/** Every icon component of the set, by name (the helpers and scales exported beside them are left out). */
const allIcons = Object.entries(icons)
  .filter((entry): entry is [string, IconComponent] => typeof entry[1] === 'function' && 'directional' in entry[1])
  .sort(([a], [b]) => a.localeCompare(b));

const MIRRORED = 'matrix(-1, 0, 0, 1, 0, 0)';
const transformOf = (el: Element) => getComputedStyle(el).transform;
const svgIn = (el: HTMLElement) => {
  const svg = el.querySelector('svg');
  if (!svg) throw new Error('no icon rendered');
  return svg;
};

const meta = {
  title: 'Components/Icons',
  component: CalendarIcon,
} satisfies Meta<typeof CalendarIcon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set at 24 px, each with its component name; directional ones say so. */
export const Gallery: Story = {
  render: () => (
    <ul className={g.grid} data-testid="gallery">
      {allIcons.map(([name, Icon]) => (
        <li key={name} className={g.cell} data-icon-name={name}>
          <Icon size={24} />
          <span className={g.name} dir="ltr">
            {name}
            {Icon.directional ? ' ⇄' : ''}
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const gallery = within(canvasElement).getByTestId('gallery');
    const cells = gallery.querySelectorAll('li');
    await expect(allIcons.length).toBeGreaterThanOrEqual(30);
    await expect(cells).toHaveLength(allIcons.length);
    for (const cell of cells) {
      const svg = svgIn(cell);
      // Decorative: hidden from assistive technology, never a tab stop, drawn at the size asked for.
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).not.toHaveAttribute('role');
      await expect(svg).toHaveAttribute('focusable', 'false');
      await expect(svg).toHaveAttribute('width', '24');
      await expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
      await expect(svg.getAttribute('data-icon')).toBe(cell.getAttribute('data-icon-name'));
    }
    await expect(within(gallery).queryAllByRole('img')).toHaveLength(0);
  },
};

function LabelledDemo() {
  const { t } = useTranslation();
  return (
    <div className={g.row}>
      <CalendarIcon size={24} label={t('common.chooseDate')} />
      <CalendarIcon size={24} />
    </div>
  );
}

/** With a `label` the icon is an image with that name; without one it is decoration. */
export const Labelled: Story = {
  render: () => <LabelledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = canvas.getAllByRole('img');
    await expect(images).toHaveLength(1);
    const labelled = canvas.getByRole('img', { name: tr()('common.chooseDate') });
    await expect(labelled.tagName.toLowerCase()).toBe('svg');
    await expect(labelled).not.toHaveAttribute('aria-hidden');
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(1);
  },
};

const directionalSample = (
  <>
    <ArrowBackIcon size={24} />
    <ArrowForwardIcon size={24} />
    <ChevronBackIcon size={24} />
    <ChevronForwardIcon size={24} />
    <CalendarIcon size={24} />
  </>
);

/**
 * Arrows and chevrons point along the reading direction, so they mirror in right-to-left text (and
 * only there: the nearest `dir` decides); other icons never mirror.
 */
export const Directional: Story = {
  render: () => (
    <div className={g.row}>
      <div className={g.row} data-testid="page">
        {directionalSample}
      </div>
      <div className={g.row} dir="ltr" data-testid="ltr">
        {directionalSample}
      </div>
      <div className={g.row} dir="rtl" data-testid="rtl">
        {directionalSample}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect([ArrowBackIcon, ArrowForwardIcon, ChevronBackIcon, ChevronForwardIcon].every((I) => I.directional)).toBe(true);
    await expect(CalendarIcon.directional).toBe(false);

    const check = async (container: HTMLElement, rtl: boolean) => {
      const svgs = [...container.querySelectorAll('svg')];
      await expect(svgs).toHaveLength(5);
      // The four arrows and chevrons first, then the calendar.
      for (const [i, svg] of svgs.entries()) await expect(transformOf(svg)).toBe(rtl && i < 4 ? MIRRORED : 'none');
    };
    await check(canvas.getByTestId('ltr'), false);
    await check(canvas.getByTestId('rtl'), true);
    // Without a dir of its own, an icon follows the page: mirrored in Arabic, as drawn in English.
    await check(canvas.getByTestId('page'), document.documentElement.dir === 'rtl');
  },
};

/** The size scale: an icon is only ever drawn at one of these. */
export const Sizes: Story = {
  render: () => (
    <div className={g.row} data-testid="sizes">
      {iconSizes.map((size) => (
        <CalendarIcon key={size} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const svgs = within(canvasElement).getByTestId('sizes').querySelectorAll('svg');
    await expect([...svgs].map((svg) => Math.round(svg.getBoundingClientRect().width))).toEqual([...iconSizes]);
  },
};
