import { observer } from 'mobx-react-lite';
import { Modal, reactParcel, sessionStore } from '@marketplace/shared';
import { Frame } from '../frame/Frame';
import type { Exposes } from '../public-surface';
import { FormDraft } from '../drafts/FormDraft';

const FormDraftModal = observer(function FormDraftModal({ request, onClose }: Exposes['./FormDraftModal']) {
  const userId = sessionStore.user?.id;
  return (
    <Frame label="Form Drafts">
      <Modal title="Form Drafts" onClose={onClose}>
        {userId === undefined ? (
          <p>You must be logged in to save drafts.</p>
        ) : (
          <FormDraft userId={userId} draftType={request.draftType} data={request.data} canLoad={request.canLoad} onClose={onClose} />
        )}
      </Modal>
    </Frame>
  );
});

export default reactParcel(FormDraftModal);
