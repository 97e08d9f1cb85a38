import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { reactParcel } from '@marketplace/shared';
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
  }, []);
  return (
    <Frame label="Properties list" className={styles.panel}>
      <Results />
    </Frame>
  );
}

export default reactParcel(ResultsList);
