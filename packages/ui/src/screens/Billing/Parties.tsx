import { useId } from 'react';
import * as s from './Invoice.css.ts';
import { Bidi } from '../../components/layout/index.ts';
import { Both, Field, useLanguages, type PrintedDocument } from './InvoiceParts.tsx';
import { dirOf } from '../../i18n/create.ts';

/** Two values of one field in their own languages (the seller's Arabic and English names). */
function Pair({ en, ar }: { en: string; ar: string }) {
  const { order } = useLanguages();
  return (
    <span className={s.both.stack}>
      {order.map((lng) => (
        <span key={lng} lang={lng} dir={dirOf(lng)} className={s.firstWords}>
          {lng === 'ar' ? ar : en}
        </span>
      ))}
    </span>
  );
}

/** Seller and buyer, side by side: names, addresses and VAT numbers. */
export function Parties({ seller, buyer }: Pick<PrintedDocument, 'seller' | 'buyer'>) {
  const sellerId = useId();
  const buyerId = useId();
  return (
    <div className={s.parties}>
      <section className={s.party} aria-labelledby={sellerId}>
        <h2 id={sellerId} className={s.partyTitle}>
          <Both words="invoice.seller" layout="split" />
        </h2>
        <dl className={s.partyFields}>
          <Field label="invoice.name">
            <Pair en={seller.nameEn} ar={seller.nameAr} />
          </Field>
          <Field label="invoice.address">
            <Pair en={seller.addressEn} ar={seller.addressAr} />
          </Field>
          <Field label="invoice.vatNumber">
            <Bidi className={s.code}>{seller.vatNumber}</Bidi>
          </Field>
        </dl>
      </section>
      <section className={s.party} aria-labelledby={buyerId}>
        <h2 id={buyerId} className={s.partyTitle}>
          <Both words="invoice.buyer" layout="split" />
        </h2>
        <dl className={s.partyFields}>
          <Field label="invoice.name">
            <Bidi>{buyer.name}</Bidi>
          </Field>
          {buyer.address ? (
            <Field label="invoice.address">
              <Bidi className={s.prewrap}>{buyer.address}</Bidi>
            </Field>
          ) : null}
          {buyer.vatNumber ? (
            <Field label="invoice.vatNumber">
              <Bidi className={s.code}>{buyer.vatNumber}</Bidi>
            </Field>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
