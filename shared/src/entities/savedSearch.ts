export {
  ALERT_FREQUENCIES,
  SAVED_SEARCHES_MAX,
  TOO_MANY_SAVED_SEARCHES,
  type AlertFrequency,
  type SavedSearch,
} from '../schemas/savedSearches';
