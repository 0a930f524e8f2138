import { describe, expect, it } from 'vitest';
import { DEVICES, VARIANTS, fitScale, isReviewDevice, variantSrc, variantStoryHref } from './variants.ts';

describe('review variants', () => {
  it('are the four locale × theme pairs, each once', () => {
    expect(VARIANTS.map((v) => `${v.locale}-${v.theme}`)).toEqual(['en-light', 'en-dark', 'ar-light', 'ar-dark']);
    expect(VARIANTS.map((v) => v.id)).toEqual(['en-light', 'en-dark', 'ar-light', 'ar-dark']);
  });

  it('point a frame at the story alone, relative to the page, with locale and theme as URL globals', () => {
    const arDark = VARIANTS.find((v) => v.id === 'ar-dark')!;
    expect(variantSrc('screens-auth--login', arDark)).toBe(
      'iframe.html?id=screens-auth--login&viewMode=story&globals=locale:ar;theme:dark;a11y.manual:!true',
    );
    expect(variantSrc('screens-auth--login', arDark, 'iframe.html', { play: false })).toBe(
      'iframe.html?id=screens-auth--login&viewMode=story&embed=true&globals=locale:ar;theme:dark;a11y.manual:!true',
    );
    expect(variantStoryHref('screens-auth--login', arDark)).toBe(
      './?path=/story/screens-auth--login&globals=locale:ar;theme:dark;a11y.manual:!true',
    );
  });
});

describe('fitScale', () => {
  it('shrinks a viewport to the room there is, never enlarges it', () => {
    expect(fitScale(195, DEVICES.phone.width)).toBe(0.5);
    expect(fitScale(2000, DEVICES.desktop.width)).toBe(1);
  });
  it('keeps scale 1 before the room is measured', () => {
    expect(fitScale(0, 390)).toBe(1);
    expect(fitScale(Number.NaN, 390)).toBe(1);
  });
});

describe('isReviewDevice', () => {
  it('accepts the two widths only', () => {
    expect(isReviewDevice('phone')).toBe(true);
    expect(isReviewDevice('desktop')).toBe(true);
    expect(isReviewDevice('off')).toBe(false);
    expect(isReviewDevice(undefined)).toBe(false);
  });
});
