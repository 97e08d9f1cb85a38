import { Modal, reactParcel } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';

function FormDraftModal({ onClose }: Exposes['./FormDraftModal']) {
  return (
    <Frame label="Form Drafts">
      <Modal title="Form Drafts" onClose={onClose} />
    </Frame>
  );
}

export default reactParcel(FormDraftModal);
