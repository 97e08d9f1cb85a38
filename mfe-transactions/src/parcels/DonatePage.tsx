import { reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import { Donate } from '../payments/Donate';

function DonatePage() {
  return (
    <Frame label="Donate">
      <Donate sessionId={new URLSearchParams(window.location.search).get('session_id')} />
    </Frame>
  );
}

export default reactParcel(DonatePage);
