import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** Form drafts (migration 0012). */
export interface DraftTables {
  drafts: {
    id: Generated<number>;
    user_id: number;
    /** The form the draft belongs to (the opener's draft type). */
    type: string;
    title: string;
    /** Written as JSON text, read as the object. */
    data: ColumnType<Record<string, unknown>, string, string>;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
}
