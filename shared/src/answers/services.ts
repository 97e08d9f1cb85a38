import { z } from 'zod';
import { SERVICE_FIELD_NAMES, SERVICE_FIELDS, type ServiceField, type ServiceFieldType } from '../entities/service';
import { CONTACT_ITEM_NAMES, type ContactItem } from '../entities/user';
import { PublicContactAnswer } from './advert';
import { AddressAnswer, AddressInPartsAnswer, Instant, paginatedAnswer, StoredImageAnswer } from './common';
import { PlacedImage } from './supply';

/**
 * The answers of the service search and page (spec 000 §7; the payload is ours): POST api/services-list
 * (a page of services), POST api/services-map (providers' pins by field) and GET api/services/{id}.
 * Declared once here: the search and detail remotes read their types, the API serialises and checks them.
 */

/** What each type of service field holds as JSON carries it (entities/service's SERVICE_FIELDS). */
const FIELD_SCHEMAS = {
  lookup: z.number(),
  text: z.string(),
  html: z.string(),
  money: z.number(),
  /** 'HH:mm' on the UK clock; null is flexible hours. */
  time: z.string().nullable(),
} satisfies Record<ServiceFieldType, z.ZodType>;
type FieldSchemas = typeof FIELD_SCHEMAS;
type ListedField = Exclude<ServiceField, 'service_description'>;

/** A service's own fields but its description, which only its page is sent. */
const SERVICE_OWN_FIELDS = Object.fromEntries(
  SERVICE_FIELD_NAMES.filter((name) => name !== 'service_description').map((name) => [name, FIELD_SCHEMAS[SERVICE_FIELDS[name].type]]),
) as { [K in ListedField]: FieldSchemas[(typeof SERVICE_FIELDS)[K]['type']] };

const Ref = z.strictObject({ id: z.number(), type: z.string() });

/** A service as the search lists it: its fields, the provider, where it is, its public contact and its reviews' count and mean. */
export const ServiceCardAnswer = z.strictObject({
  id: z.number(),
  user_id: z.number(),
  user: z.strictObject({ id: z.number(), documents_user_images: z.strictObject({ file_path: z.string() }).nullable() }),
  ...SERVICE_OWN_FIELDS,
  created_at: Instant,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  occupation: Ref,
  service_payment_type: Ref,
  is_published: z.boolean(),
  address: AddressAnswer,
  /** Ids of the provider's display settings that are on (CONTACT_SETTINGS). */
  settings: z.array(z.number()),
  contact: PublicContactAnswer,
  /** How many service reviews and their mean rating (null without reviews). */
  reviews: z.strictObject({ count: z.number(), rating: z.number().nullable() }),
});

/** A service as its page shows it: with its description (sanitised HTML) and its photos in the provider's order. */
export const ServiceAnswer = ServiceCardAnswer.extend({
  service_description: z.string(),
  documents_service_images: z.array(StoredImageAnswer),
});

/** POST api/services-list: a page of services. */
export const ServiceListAnswer = paginatedAnswer(ServiceCardAnswer);

/** GET api/services/{id}. */
export const ServiceDetailAnswer = z.strictObject({ data: ServiceAnswer });

/** A provider's pin: where it stands and what its popup shows. */
const SERVICE_PIN_FIELDS = {
  id: z.number(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  service_title: z.string().nullable(),
  occupation: z.string().nullable(),
  price: z.number().nullable(),
  payment_type: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
};

/** POST api/services-map: up to SERVICE_PIN_LIMIT pins by field (one list per field, in the list's order, as the adverts' map), and how many match. */
export const ServicesMapAnswer = z.strictObject({
  data: z.strictObject(
    Object.fromEntries(Object.entries(SERVICE_PIN_FIELDS).map(([field, schema]) => [field, z.array(schema)])) as {
      [K in keyof typeof SERVICE_PIN_FIELDS]: z.ZodArray<(typeof SERVICE_PIN_FIELDS)[K]>;
    },
  ),
  meta: z.strictObject({ total: z.number(), shown: z.number(), limit: z.number() }),
});

/** The contact as its owner's form edits it: every item, and its address in parts (its id the service's own when it is the same address). */
const OwnServiceContactAnswer = z.strictObject({
  ...(Object.fromEntries(CONTACT_ITEM_NAMES.map((item) => [item, z.string().nullable()])) as Record<
    ContactItem,
    z.ZodNullable<z.ZodString>
  >),
  address: AddressInPartsAnswer.nullable(),
});

/** GET api/user/services/{id} (and what POST and PUT api/user/services answer): the service as its form edits it, unpublished included. */
export const OwnServiceDetailAnswer = z.strictObject({
  data: z.strictObject({
    id: z.number(),
    user_id: z.number(),
    ...SERVICE_OWN_FIELDS,
    service_description: z.string(),
    is_published: z.boolean(),
    /** The version the form edits (issue 40): its save names it, and a save over a newer one is refused (409). */
    version: z.number(),
    created_at: Instant,
    updated_at: Instant,
    documents_service_images: z.array(PlacedImage),
    address: AddressInPartsAnswer.nullable(),
    contact: OwnServiceContactAnswer,
  }),
});

export type ServiceCard = z.infer<typeof ServiceCardAnswer>;
export type OwnService = z.infer<typeof OwnServiceDetailAnswer>['data'];
/** A service provider's advert as services-list sends it; GET api/services/{id} adds its description and photos. */
export type Service = ServiceCard & Partial<Pick<z.infer<typeof ServiceAnswer>, 'service_description' | 'documents_service_images'>>;
export type ServicesMap = z.infer<typeof ServicesMapAnswer>;
export type ServicePin = z.infer<z.ZodObject<typeof SERVICE_PIN_FIELDS>>;
/** The pins by field: one list per field of ServicePin. */
export type ServicePinColumns = { [K in keyof ServicePin]: Array<ServicePin[K]> };
