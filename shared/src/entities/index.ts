// Entity types of the spec (filled in by the shared-package work).
export interface User {
  id: number;
}
export interface Notification {
  id: string;
}
export type SearchFilters = Record<string, unknown>;
export type RoomForm = Record<string, unknown>;
