// The look every part shares: tokens and the base styles load with shared, once per page, before any primitive.
import './tokens.css';
import './base.css';

export * from './Button';
export * from './Card';
export * from './Chip';
export * from './Popover';
export * from './EmptyState';
export * from './Pager';
export * from './Alert';
export * from './BookingStatusChip';
export * from './Field';
export * from './ErrorSummary';
export * from './Modal';
export * from './Sheet';
export * from './phone';
export * from './StarRating';
export * from './ValidationErrors';
export * from './ConfirmDialog';
export * from './Price';
export * from './ImageWithFallback';
export * from './images';
export * from './RemoteFrame';
export * from './useDismissablePopover';
export * from './useTimedMessage';
export * from './RemoteParcel';
export * from './FavouriteHeart';
export * from './ReportMenu';
