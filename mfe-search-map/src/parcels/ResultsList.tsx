import { useEffect } from 'react';
import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { ResultsPanel } from '../results/ResultsPanel';
import { searchStore } from '../search/store';
import * as styles from './parcels.module.css';

/** The properties list. The shell slides its slot in and out on `list:open`; the list stays mounted. */
function ResultsList() {
  useEffect(() => {
    void searchStore.start();
  }, []);
  return (
    <Frame label="Properties list" className={styles.panel}>
      <ResultsPanel />
    </Frame>
  );
}

export default reactParcel(ResultsList);
