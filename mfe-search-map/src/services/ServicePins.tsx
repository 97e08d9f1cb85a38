import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { Service } from '@marketplace/shared';
import type { MapApi, MapLibrary } from '../map/library';
import { MapMarker } from '../map/MapMarker';
import * as mapStyles from '../map/map.module.css';
import { servicePrice } from './ServiceResults';
import { serviceSearchStore } from './store';

/** The zoom a searched place opens at (spec 000 §2). */
const SERVICE_SEARCH_ZOOM = 12;
const PROVIDER_COLOUR = '#6b3fa0';

function positionOf(service: Service): [number, number] | null {
  const lng = Number(service.longitude);
  const lat = Number(service.latitude);
  return service.longitude != null && service.latitude != null && Number.isFinite(lng) && Number.isFinite(lat) ? [lng, lat] : null;
}

function ServicePin({ service, open, onToggle }: { service: Service; open: boolean; onToggle(): void }) {
  const title = service.service_title ?? service.occupation?.type ?? 'Service';
  return (
    <div className={mapStyles.pin} data-service-id={service.id}>
      {open && (
        <div className={mapStyles.popup} role="dialog" aria-label={title}>
          <button
            type="button"
            className={mapStyles.card}
            onClick={() => serviceSearchStore.openService(service.id)}
            aria-label={`Open ${title}`}
          >
            <span className={mapStyles.cardBody}>
              <span className={mapStyles.category}>{service.occupation?.type}</span>
              <span className={mapStyles.title}>{title}</span>
              <span className={mapStyles.price}>{servicePrice(service)}</span>
              <span className={mapStyles.address}>{[service.address?.city, service.address?.postcode].filter(Boolean).join(', ')}</span>
            </span>
          </button>
        </div>
      )}
      <button
        type="button"
        className={mapStyles.pinButton}
        aria-label={`${service.occupation?.type ?? 'Service'}: ${title}`}
        aria-expanded={open}
        onClick={onToggle}
      >
        <span className={mapStyles.marker} style={{ background: PROVIDER_COLOUR }} aria-hidden="true">
          <span className={mapStyles.markerDot} />
        </span>
      </button>
    </div>
  );
}

/** The service search's providers on the map, each a pin whose popup opens the provider's page. */
export const ServicePins = observer(function ServicePins({ library, map }: { library: MapLibrary; map: MapApi }) {
  const [openId, setOpenId] = useState<number | null>(null);

  // A new service search flies to its place, as the property search does.
  useEffect(
    () =>
      reaction(
        () => serviceSearchStore.filters,
        ({ latitude, longitude }) => {
          if (latitude !== null && longitude !== null)
            map.flyTo({ center: [longitude, latitude], zoom: SERVICE_SEARCH_ZOOM, essential: true });
        },
      ),
    [map],
  );

  return serviceSearchStore.pins.map((service) => {
    const position = positionOf(service);
    if (!position) return null;
    const open = openId === service.id;
    return (
      <MapMarker key={service.id} library={library} map={map} position={position} className={mapStyles.pinMarker} layer={open ? 3 : 1}>
        <ServicePin service={service} open={open} onToggle={() => setOpenId((id) => (id === service.id ? null : service.id))} />
      </MapMarker>
    );
  });
});
