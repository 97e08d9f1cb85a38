import type { Address } from '@marketplace/shared';

/** The preview shows the full address (002 §2.3); built from its parts when the advert is not saved yet. */
export function previewAddress(address: Partial<Address> | null | undefined): string {
  if (!address) return '';
  if (address.full_address?.trim()) return address.full_address.trim();
  return [address.line_1, address.street, address.city, address.county, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
