import EventEmitter from 'eventemitter3';
import type { Notification, RoomForm, SearchFilters } from '../entities';
import type { StayDates } from '../rules/stayPrice';

/** Where an advert was opened from: the detail remote uses it to decide panel or page. */
export type AdvertSource = 'list' | 'map' | 'bookmarks' | 'notification' | 'page';

/** The global modals of the spec. The shell's modal host maps each kind to the remote that owns it. */
export type ModalRequest =
  | {
      kind: 'booking';
      advertId: number;
      adType: 'Property' | 'Service';
      mode: 'view' | 'reserve' | 'appoint';
      hostId: number;
      /** A stay asked for by dates (a search's, or the advert's): the dialog starts on it with the rooms its total is for. */
      stay?: StayDates;
    }
  | { kind: 'message'; toUserId: number; adId: number; adType: 'Property' | 'Service'; message?: string }
  | { kind: 'raise-issue'; bookingId: number; adId: number; adType: 'Property' | 'Service'; options?: string[] }
  | {
      kind: 'reviews';
      reviewType: 'neighbourhood' | 'host' | 'service' | 'guest';
      adId: number;
      /** Guest reviews only: each card adds the guest's picture and the property's contact name. */
      detailed?: boolean;
    }
  | {
      kind: 'add-review';
      reviewType: 'neighbourhood' | 'host' | 'service' | 'guest';
      adId: number;
      adType: 'Property' | 'Service';
      toUserId?: number;
      /** The booking reviewed; without it the API reviews the latest completed booking of the advert still owed. */
      bookingId?: number;
    }
  /** `canLoad`: the opener takes a draft back (its form listens for `draft:loaded`). */
  | { kind: 'form-draft'; draftType: string; data: Record<string, unknown>; canLoad?: boolean }
  /**
   * `room`: the dialog opens pre-filled with it (a listed room to edit or copy); `replaces`: the place in its
   * form's list that the room it hands back takes (an edit), echoed in `room:added`.
   */
  | { kind: 'add-room'; isShortTerm: boolean; isRoom: boolean; hasSuite: boolean; room?: RoomForm; replaces?: number };

export type ModalKind = ModalRequest['kind'];

/**
 * Every event that crosses an area boundary. Emitting or listening to anything not listed here is a
 * type error. Payloads carry ids and small values, never stores.
 */
export interface EventMap {
  'advert:open': { advertId: number; source: AdvertSource };
  'advert:close': { advertId: number | null };
  'list:open': { open: boolean };
  'search:submitted': { filters: SearchFilters };
  'modal:open': ModalRequest;
  'modal:close': { kind: ModalKind };
  /** An advert was reported (spec 001 §9: the user's property list is then refreshed). */
  'advert:reported': { advertId: number; adType: 'Property' | 'Service' };
  'notification:received': { notification: Notification };
  /**
   * The page's live connection came back after a gap (a node restarted or drained, the network dropped):
   * what was published meanwhile never arrived, so each area showing live data fetches it again.
   */
  'realtime:reconnected': { userId: number };
  /** `replaces`: the list place of the room it was edited from (absent: a new room, or a copy). */
  'room:added': { room: RoomForm; replaces?: number };
  'review:added': { reviewType: 'neighbourhood' | 'host' | 'service' | 'guest'; adId: number };
  /** The Form Draft modal hands a saved draft back to the form that opened it. */
  'draft:loaded': { draftType: string; data: Record<string, unknown> };
  /** The shell's router showed another page (path and query): open popovers close (useDismissablePopover). */
  'page:changed': { path: string };
}

export type EventName = keyof EventMap;
export type Listener<K extends EventName> = (payload: EventMap[K]) => void;

/** The typed bus. One instance per page: `@marketplace/shared` is a federation singleton. */
export class EventBus {
  private readonly emitter = new EventEmitter();

  emit<K extends EventName>(event: K, payload: EventMap[K]): void {
    this.emitter.emit(event, payload);
  }

  /** Returns the function that removes the listener, convenient for effects. */
  on<K extends EventName>(event: K, listener: Listener<K>): () => void {
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  once<K extends EventName>(event: K, listener: Listener<K>): () => void {
    this.emitter.once(event, listener);
    return () => this.emitter.off(event, listener);
  }

  off<K extends EventName>(event: K, listener: Listener<K>): void {
    this.emitter.off(event, listener);
  }
}

export const bus = new EventBus();
