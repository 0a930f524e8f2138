/** The dashboard's past-due banner: a lazy chunk of its own, loaded inside a team only (see AppLayout.tsx). */
export { PastDueBannerContainer } from '@waqt/ui';
