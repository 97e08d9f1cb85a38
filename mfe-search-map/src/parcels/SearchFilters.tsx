import { useEffect } from 'react';
import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { FiltersPanel } from '../filters/FiltersPanel';
import { searchStore } from '../search/store';

function SearchFilters() {
  useEffect(() => {
    void searchStore.start();
  }, []);
  return (
    <Frame label="Search filters">
      <FiltersPanel />
    </Frame>
  );
}

export default reactParcel(SearchFilters);
