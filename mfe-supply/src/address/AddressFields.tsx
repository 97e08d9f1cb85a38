import { useState } from 'react';
import { useForm } from 'react-final-form';
import type { Nation } from '@marketplace/shared';
import { COUNTRIES, fullAddress, type AddressParts } from '@marketplace/shared/src/schemas/address';
import { CheckField, SelectField, TextField } from '../common/fields';
import * as styles from '../common/listing-form.module.css';
import { placeOnMap } from './api';
import { CONTACT_ADDRESS_PREFIX, type AddressErrors, type AddressValues, type ContactAddressValues } from './rules';

/**
 * An address and its place on the map through our geocoder, its fields named `prefix` + the part (the
 * advert's own at the top of its form, a contact's under `contact_address.`).
 */
export function AddressFields({
  address,
  errors,
  prefix = '',
  lineLabel = 'Address line',
  onNation,
}: {
  address: AddressValues;
  errors: AddressErrors;
  prefix?: string;
  lineLabel?: string;
  /** The UK nation the address is in, once placed: an advert follows that nation's law. */
  onNation?: (nation: Nation | null) => void;
}) {
  const form = useForm();
  const [status, setStatus] = useState('');
  const locate = async () => {
    setStatus('Finding the address…');
    const { position, nation, status: found } = await placeOnMap(address.postcode, address.city, address.country);
    form.change(`${prefix}longitude`, position?.[0] ?? null);
    form.change(`${prefix}latitude`, position?.[1] ?? null);
    onNation?.(nation);
    setStatus(found);
  };
  const field = (name: keyof AddressValues) => ({ name: `${prefix}${name}`, error: errors[`${prefix}${name}`] });
  return (
    <>
      <TextField {...field('line_1')} label={lineLabel} />
      <TextField {...field('line_2')} label="Building or flat (optional)" />
      <TextField {...field('street')} label="Street (optional)" />
      <TextField {...field('city')} label="Town or city" />
      <TextField {...field('county')} label="County" />
      <TextField {...field('postcode')} label="Postcode" />
      <SelectField {...field('country')} label="Country" options={COUNTRIES.map((c) => ({ value: c, label: c }))} />
      <button type="button" className="ui-button" onClick={() => void locate()}>
        Find on the map
      </button>
      <p aria-live="polite">{status}</p>
    </>
  );
}

/** The contact's address: the listing's own ('Same as the property's address') or one of its own. */
export function ContactAddressFields({
  values,
  listing,
  listingNoun,
  errors,
}: {
  values: ContactAddressValues;
  listing: AddressParts;
  listingNoun: 'property' | 'service';
  errors: AddressErrors;
}) {
  return (
    <fieldset className={styles.group}>
      <legend>Contact address</legend>
      <CheckField name="contact_same_address" label={`Same as the ${listingNoun}'s address`} />
      {values.contact_same_address ? (
        <p>{fullAddress(listing)}</p>
      ) : (
        <AddressFields address={values.contact_address} errors={errors} prefix={CONTACT_ADDRESS_PREFIX} />
      )}
    </fieldset>
  );
}
