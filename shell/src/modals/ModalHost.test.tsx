import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, type ModalRequest } from '@marketplace/shared';
import { ModalHost } from './ModalHost';

interface SlotProps {
  remote: string;
  module: string;
  props: { request: ModalRequest; onClose(): void };
}

// Stands in for the platform's RemoteSlot: shows which remote piece would be mounted, and with what.
jest.mock('../remotes', () => ({
  RemoteSlot: ({ remote, module, props }: SlotProps) => (
    <div data-testid="slot" data-remote={remote} data-module={module} data-request={JSON.stringify(props.request)}>
      <button type="button" onClick={props.onClose}>
        Done
      </button>
    </div>
  ),
}));

const booking: ModalRequest = { kind: 'booking', advertId: 41, adType: 'Property', mode: 'reserve', hostId: 3 };
const reviews: ModalRequest = { kind: 'reviews', reviewType: 'neighbourhood', adId: 41 };
const addRoom: ModalRequest = { kind: 'add-room', isShortTerm: true, isRoom: false, hasSuite: true };

function emitOpen(request: ModalRequest) {
  act(() => bus.emit('modal:open', request));
}

const slot = () => screen.queryByTestId('slot');

describe('ModalHost', () => {
  it('shows nothing until a modal is requested', () => {
    render(<ModalHost />);
    expect(slot()).toBeNull();
  });

  it.each<[ModalRequest, string, string]>([
    [booking, 'mfe-transactions', './BookingModal'],
    [{ kind: 'message', toUserId: 9, adId: 41, adType: 'Property' }, 'mfe-transactions', './MessageModal'],
    [{ kind: 'raise-issue', bookingId: 5, adId: 41, adType: 'Property' }, 'mfe-transactions', './RaiseIssueModal'],
    [{ kind: 'add-review', reviewType: 'host', adId: 41, adType: 'Property' }, 'mfe-transactions', './AddReviewModal'],
    [{ kind: 'form-draft', draftType: 'property', data: {} }, 'mfe-transactions', './FormDraftModal'],
    [reviews, 'mfe-ad-details', './ReviewsModal'],
    [addRoom, 'mfe-supply', './AddRoomModal'],
  ])('mounts the owning remote for %o', (request, remote, module) => {
    render(<ModalHost />);
    emitOpen(request);
    expect(slot()!.getAttribute('data-remote')).toBe(remote);
    expect(slot()!.getAttribute('data-module')).toBe(module);
    expect(JSON.parse(slot()!.getAttribute('data-request')!)).toEqual(request);
  });

  it('replaces the open modal with a new request', () => {
    render(<ModalHost />);
    emitOpen(booking);
    emitOpen(reviews);
    expect(screen.getAllByTestId('slot')).toHaveLength(1);
    expect(slot()!.getAttribute('data-module')).toBe('./ReviewsModal');
  });

  it('closes when the remote calls onClose', () => {
    render(<ModalHost />);
    emitOpen(booking);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(slot()).toBeNull();
  });

  it('closes on modal:close for the open kind only', () => {
    render(<ModalHost />);
    emitOpen(booking);
    act(() => bus.emit('modal:close', { kind: 'reviews' }));
    expect(slot()).not.toBeNull();
    act(() => bus.emit('modal:close', { kind: 'booking' }));
    expect(slot()).toBeNull();
  });

  it('closes on Escape', () => {
    render(<ModalHost />);
    emitOpen(addRoom);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(slot()).toBeNull();
  });

  it('keeps a Close button of its own for a remote that cannot load', () => {
    render(<ModalHost />);
    emitOpen(reviews);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(slot()).toBeNull();
  });
});
