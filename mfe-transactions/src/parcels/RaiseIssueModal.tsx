import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';

function RaiseIssueModal({ onClose }: Exposes['./RaiseIssueModal']) {
  return (
    <Frame label="Raise Issue">
      <Modal title="Raise Issue" onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(RaiseIssueModal);
