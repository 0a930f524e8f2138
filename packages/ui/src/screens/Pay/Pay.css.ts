import { globalStyle, style } from '@vanilla-extract/css';
import { tokens, vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../theme/focusRing.ts';

/** The time left to pay: a caution strip with the digits at the end side. */
export const countdown = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: tokens.space.sm,
  paddingBlock: tokens.space.md,
  paddingInline: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  backgroundColor: vars.color.caution.soft,
  color: vars.color.caution.softText,
  fontSize: tokens.fontSize.sm,
  fontWeight: tokens.fontWeight.semibold,
});
export const timer = style({ fontSize: tokens.fontSize.xl, fontWeight: tokens.fontWeight.bold, fontVariantNumeric: 'tabular-nums', direction: 'ltr', unicodeBidi: 'isolate' });

/** The price: the VAT-inclusive total, and the VAT inside it on the line under it. */
export const price = style({ display: 'grid', gap: tokens.space.xxs, justifyItems: 'start' });
export const priceRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.space.sm });
export const priceLabel = style({ color: vars.color.text.secondary, fontSize: tokens.fontSize.sm, fontWeight: tokens.fontWeight.medium });
export const amount = style({ fontSize: tokens.fontSize.xxl, fontWeight: tokens.fontWeight.bold, lineHeight: tokens.lineHeight.tight });

export const methodPanel = style({ display: 'grid', gap: tokens.space.md, minInlineSize: 0 });
export const copyRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.space.sm, rowGap: tokens.space.xxs });
export const iban = style({ letterSpacing: '0.02em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: tokens.space.sm });
/** A line of the failure alert: what failed, then why. */
export const alertLine = style({ display: 'block' });
export const checking = style({ display: 'flex', alignItems: 'center', gap: tokens.space.sm, color: vars.color.text.secondary });

/** Moyasar's card form sits on a sunken sheet, its fields on the page's surface (as the app's own fields). */
export const cardSheet = style({
  display: 'grid',
  gap: tokens.space.sm,
  padding: tokens.space.lg,
  borderRadius: tokens.radius.lg,
  border: `${tokens.size.border} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.bg.sunken,
  color: vars.color.text.primary,
  minBlockSize: '6rem',
  minInlineSize: 0,
  '@media': { '(max-width: 30rem)': { padding: tokens.space.md } },
});

/*
 * Moyasar's form (moyasar-payment-form 2.x, rendered into `div#mysr`) is drawn with Tailwind utilities
 * for a light page, every one `!important`: dark text (`text-black`, `text-black/90`), fields with a
 * grey ring (`shadow-input`) and no background of their own (the browser paints them, dark under the
 * dark theme's `color-scheme`), a periwinkle pay button (`bg-primary`), a pink error box (`bg-red-100`).
 * Here they take the theme's colours instead, so the form follows light and dark like the rest of the
 * page; the selectors name the sheet and the form's root, so they win over its own.
 */
const mysr = `${cardSheet} div#mysr`;
const important = (value: string) => `${value} !important`;
const ring = (color: string, width: string = tokens.size.border) => important(`0 0 0 ${width} ${color}`);
globalStyle(`${mysr}, ${mysr} .text-black\\/90, ${mysr} label`, { color: important(vars.color.text.primary), fontFamily: important(tokens.font.body) });
globalStyle(`${mysr} input`, {
  backgroundColor: important(vars.color.bg.surface),
  color: important(vars.color.text.primary),
  boxShadow: ring(vars.color.border.strong),
  fontFamily: important(tokens.font.body),
  minBlockSize: tokens.size.control,
});
globalStyle(`${mysr} input::placeholder`, { color: important(vars.color.text.muted), opacity: 1 });
globalStyle(`${mysr} input:focus`, { boxShadow: important(`0 0 0 ${tokens.size.border} ${vars.color.border.focus}, 0 0 0 calc(${tokens.size.focusRing} + ${tokens.size.border}) ${vars.color.border.focus}`) });
globalStyle(`${mysr} input.shadow-input-error`, { boxShadow: ring(vars.color.border.critical) });
globalStyle(`${mysr} .text-error, ${mysr} .text-red-600`, { color: important(vars.color.text.critical) });
globalStyle(`${mysr} .text-neutral-800\\/90`, { color: important(vars.color.text.secondary) });
globalStyle(`${mysr} hr.bg-neutral-300`, { backgroundColor: important(vars.color.border.subtle) });
globalStyle(`${mysr} .bg-red-100`, { backgroundColor: important(vars.color.critical.soft), color: important(vars.color.critical.softText), borderColor: important(vars.color.border.critical) });
globalStyle(`${mysr} button.bg-primary`, {
  backgroundColor: important(vars.color.accent.solid),
  color: important(vars.color.accent.onSolid),
  fontWeight: important(tokens.fontWeight.semibold),
  borderRadius: important(tokens.radius.md),
});
globalStyle(`${mysr} button.bg-primary:hover:not(:disabled)`, { backgroundColor: important(vars.color.accent.solidHover) });
globalStyle(`${mysr} button.bg-primary:focus-visible`, focusRing('2px'));
// Without its logo (`show_footer`, off), the form's footer link to moyasar.com is empty: a tab stop with no
// name. It is taken out, so the keyboard and screen readers never land on it.
globalStyle(`${mysr} a[href^="https://moyasar.com/"]:empty`, { display: 'none' });
// The riyal sign on the pay button is an image the form whitens for its periwinkle button; on the
// theme's accent it takes the button's text colour (black in the dark theme, white in the light one).
globalStyle(`.dark ${mysr} button.bg-primary .currency-icon`, { filter: important('brightness(0)') });
/**
 * One notation per page: the page writes amounts as the locale does ("SAR 230.00", "230.00 ر.س.‏"); the
 * form's Pay button drew the new riyal sign (an image) beside them. The image gives way to the same
 * text (set per locale on the form's box, `currencySymbol`), in the button's colour.
 */
export const CURRENCY_TEXT = '--waqt-currency';
globalStyle(`${mysr} .currency-icon`, { display: important('none') });
globalStyle(`${mysr} .currency-amount::before`, { content: `var(${CURRENCY_TEXT})` });

