/** The "new version" notice: a lazy chunk of its own, fetched only when a new build is out (boot/NewBuildNotice.tsx). */
export { UpdateNotice } from '@waqt/ui';
