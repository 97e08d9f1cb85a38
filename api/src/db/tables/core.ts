import type { ColumnType, Generated } from 'kysely';

// Optional on insert (the column default fills it); wrapping it in Generated<> would hide the Date type.
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Tables of people and sessions (migration 0001). */
export interface CoreTables {
  users: {
    id: Generated<number>;
    email: string;
    password_hash: string;
    is_host: Generated<boolean>;
    /** Migration 0060: what else the user may do ('release_manager': the release console). */
    roles: ColumnType<string[], string[] | undefined, string[]>;
    email_verified_at: NullableTimestamp;
    created_at: Timestamp;
    updated_at: Timestamp;
  };
  addresses: {
    id: Generated<number>;
    line_1: string | null;
    line_2: string | null;
    street: string | null;
    city: string | null;
    county: string | null;
    postcode: string | null;
    country: string | null;
    full_address: string;
    latitude: number | null;
    longitude: number | null;
  };
  contacts: {
    id: Generated<number>;
    user_id: number | null;
    name: string | null;
    company_name: string | null;
    landing_prefix: string | null;
    landing: string | null;
    mobile_prefix: string | null;
    mobile: string | null;
    email: string | null;
    address_id: number | null;
  };
  user_images: {
    id: Generated<number>;
    user_id: number;
    file_path: string;
  };
  /** Which contact items an advertiser shows: setting_id 1 company, 2 address, 3 mobile, 4 landline, 5 email. */
  user_settings: {
    id: Generated<number>;
    user_id: number;
    setting_id: number;
    setting_value: string;
  };
  sessions: {
    id: string;
    user_id: number | null;
    csrf_token: string;
    ip_address: string | null;
    user_agent: string | null;
    last_activity: Timestamp;
    /** Migration 0005: cookies persist (Max-Age) only when the person asked to be remembered. */
    remember: Generated<boolean>;
  };
  password_reset_tokens: {
    email: string;
    token_hash: string;
    created_at: Timestamp;
  };
  /** Mail waiting to be sent (SMTP by configuration) and readable in development. */
  outbox: {
    id: Generated<number>;
    to_email: string;
    subject: string;
    body: string;
    /** Migration 0101: the mail's own headers (List-Unsubscribe), jsonb. */
    headers: ColumnType<Record<string, string>, string | undefined, string>;
    created_at: Timestamp;
    sent_at: NullableTimestamp;
  };
  login_attempts: {
    id: Generated<number>;
    key: string;
    attempted_at: Timestamp;
  };
  /** Migration 0050: one counted action of a per-account limit (http/rate-limit.ts). */
  rate_limit_hits: {
    id: Generated<string>;
    key: string;
    hit_at: Timestamp;
  };
  app_secrets: {
    name: string;
    value: string;
    created_at: Timestamp;
  };
}
