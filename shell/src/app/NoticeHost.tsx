import { observer } from 'mobx-react-lite';
import { notices } from './notices';

/** Where global errors appear: announced to screen readers, closable, gone after 5 s anyway. */
export const NoticeHost = observer(function NoticeHost() {
  return (
    <div className="notices" role="alert">
      {notices.items.map((notice) => (
        <p key={notice.id} className="notice">
          <span>{notice.message}</span>
          <button type="button" className="notice__close" onClick={() => notices.dismiss(notice.id)}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">Dismiss</span>
          </button>
        </p>
      ))}
    </div>
  );
});
