export { ALERT_FREQUENCIES, type AlertFrequency, type SavedSearch } from '../schemas/savedSearches';
