import type { DataSource, EntityManager } from 'typeorm';
import type { CreditNoteView } from '@waqt/contracts';

export async function creditNoteOf(_db: DataSource | EntityManager, _teamId: string, _number: string): Promise<CreditNoteView> {
  throw new Error('in progress');
}
