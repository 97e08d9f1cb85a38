import { useEffect } from 'react';
import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { FiltersPanel } from '../filters/FiltersPanel';
import type { Exposes } from '../public-surface';
import { searchStore } from '../search/store';
import { serviceSearchStore } from '../services/store';

function SearchFilters({ intro }: Exposes['./SearchFilters']) {
  useEffect(() => {
    void searchStore.start();
    // Start-up loads the service search's filters too (spec 000 §7).
    void serviceSearchStore.start();
  }, []);
  return (
    <Frame label="Search filters">
      <FiltersPanel intro={intro} />
    </Frame>
  );
}

export default reactParcel(SearchFilters);
