import { observer } from 'mobx-react-lite';
import { shellUpdate } from './shellUpdate';

/** 'New version available, reload': shown once the service worker has installed a newer shell. */
export const UpdateNotice = observer(function UpdateNotice() {
  if (!shellUpdate.available) return null;
  return (
    <div className="update-notice" role="status">
      <span>New version available, </span>
      <button type="button" className="update-notice__reload" onClick={() => shellUpdate.reload()}>
        reload
      </button>
    </div>
  );
});
