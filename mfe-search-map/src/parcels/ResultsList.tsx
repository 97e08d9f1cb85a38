import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { bus, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { ResultsPanel } from '../results/ResultsPanel';
import { searchStore } from '../search/store';
import { ServiceResults } from '../results/ServiceResults';
import { serviceSearchStore } from '../services/store';
import * as styles from './parcels.module.css';

const Results = observer(function Results() {
  return serviceSearchStore.active ? <ServiceResults /> : <ResultsPanel />;
});

/** The properties (or providers') list. The shell slides its slot in and out on `list:open`; the list stays mounted. */
function ResultsList() {
  useEffect(() => {
    void searchStore.start();
    void serviceSearchStore.start();
    // Back and Forward between result pages move the address under the mounted list (each page is an entry).
    const home = window.location.pathname;
    return bus.on('page:changed', ({ path }) => {
      if (path.split('?')[0] === home) void searchStore.followAddress();
    });
  }, []);
  return (
    <Frame label="Properties list" className={styles.panel}>
      <Results />
    </Frame>
  );
}

export default reactParcel(ResultsList);
