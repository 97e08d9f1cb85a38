import { useCallback, useEffect, useState } from 'react';
import { bus, type ModalRequest } from '@marketplace/shared';
import { ModalSlot } from './ModalSlot';

interface OpenModal {
  request: ModalRequest;
  /** Changes with every request so a replacing request mounts a fresh parcel, even of the same kind. */
  sequence: number;
}

/**
 * The global modal host: one modal at a time, opened by `modal:open` from any area, closed by
 * `modal:close`, Escape, or the parcel's own onClose. The parcel renders its own shared <Modal>;
 * the host's overlay and Close button are what remain visible while it loads or if it fails.
 */
export function ModalHost() {
  const [open, setOpen] = useState<OpenModal | null>(null);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    let sequence = 0;
    const offOpen = bus.on('modal:open', (request) => {
      sequence += 1;
      setOpen({ request, sequence });
    });
    const offClose = bus.on('modal:close', ({ kind }) => setOpen((current) => (current && current.request.kind === kind ? null : current)));
    return () => {
      offOpen();
      offClose();
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  if (!open) return null;

  return (
    <div className="modal-host" data-modal-kind={open.request.kind}>
      <div className="modal-host__backdrop" onClick={close} />
      <div className="modal-host__frame">
        <button type="button" className="modal-host__close" onClick={close}>
          Close
        </button>
        <ModalSlot key={open.sequence} request={open.request} onClose={close} className="modal-host__body" />
      </div>
    </div>
  );
}
