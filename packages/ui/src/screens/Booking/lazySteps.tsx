import { useTranslation } from 'react-i18next';
import type { Locale } from '@waqt/contracts';
import { Skeleton } from '../../components/Spinner/Skeleton.tsx';
import { loadMessages } from '../../i18n/load.ts';
import { skeleton } from '../../patterns/public/public.css.ts';
import { lazyPart, preloadable } from './lazy.tsx';

// The steps after the time are a chunk of their own (forms, the code field, the summary), with the words
// only they show (the `later` part of the messages: i18n/parts.ts): fetched as soon as the page is up, so
// they are there when the visitor has picked a time; until then, a placeholder.
function StepLoading() {
  const { t } = useTranslation();
  return (
    <div className={skeleton} role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton inlineSize="50%" />
      <Skeleton lines={3} />
    </div>
  );
}
/** The steps in one language: their chunk and that language's `later` messages, fetched together. */
function stepParts(locale: Locale) {
  const source = preloadable(() => Promise.all([import('./steps.ts'), loadMessages(locale, 'later')]).then(([m]) => m));
  return {
    source,
    BookerDetails: lazyPart(source, (m) => m.BookerDetails, () => <StepLoading />),
    CodeStep: lazyPart(source, (m) => m.CodeStep, () => <StepLoading />),
    BookingReview: lazyPart(source, (m) => m.BookingReview, () => <StepLoading />),
  };
}
const stepsByLocale = new Map<Locale, ReturnType<typeof stepParts>>();
/** The booking flow's later steps (BookerDetails, CodeStep, BookingReview) in `locale`, one chunk per language. */
export function lazySteps(locale: Locale) {
  let parts = stepsByLocale.get(locale);
  if (!parts) stepsByLocale.set(locale, (parts = stepParts(locale)));
  return parts;
}
