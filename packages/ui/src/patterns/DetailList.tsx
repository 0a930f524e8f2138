import type { ReactNode } from 'react';
import * as s from './detailList.css.ts';

/** Terms and their values, two columns (the term at the start): a booking's, a customer's details. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className={s.dl}>{children}</dl>;
}

/** One term and its value in a DetailList. */
export function DetailItem({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className={s.dt}>{label}</dt>
      <dd className={s.dd}>{children}</dd>
    </>
  );
}
