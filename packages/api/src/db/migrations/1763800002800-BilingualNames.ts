import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Names in both languages (issue 36, item 3; docs/decisions.md): a calendar's name and an event type's title
 * and description may also be given in Arabic and in English. Optional (null: not given — the default text
 * shows), and bounded as the default text is; an empty text is refused (the contracts send null for it).
 */
export class BilingualNames1763800002800 implements MigrationInterface {
  name = 'BilingualNames1763800002800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE calendars
        ADD COLUMN name_ar text CONSTRAINT calendars_name_ar_check CHECK (length(name_ar) BETWEEN 1 AND 120),
        ADD COLUMN name_en text CONSTRAINT calendars_name_en_check CHECK (length(name_en) BETWEEN 1 AND 120)`);
    await q.query(`
      ALTER TABLE event_types
        ADD COLUMN title_ar text CONSTRAINT event_types_title_ar_check CHECK (length(title_ar) BETWEEN 1 AND 120),
        ADD COLUMN title_en text CONSTRAINT event_types_title_en_check CHECK (length(title_en) BETWEEN 1 AND 120),
        ADD COLUMN description_ar text CONSTRAINT event_types_description_ar_check CHECK (length(description_ar) BETWEEN 1 AND 2000),
        ADD COLUMN description_en text CONSTRAINT event_types_description_en_check CHECK (length(description_en) BETWEEN 1 AND 2000)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE event_types DROP COLUMN description_en, DROP COLUMN description_ar, DROP COLUMN title_en, DROP COLUMN title_ar`);
    await q.query(`ALTER TABLE calendars DROP COLUMN name_en, DROP COLUMN name_ar`);
  }
}
