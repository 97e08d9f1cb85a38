import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RoomForm } from '@marketplace/shared';
import { AddRoomForm } from './AddRoomForm';
import { RoomViewer } from './RoomViewer';

const setup = (props: Partial<Parameters<typeof AddRoomForm>[0]> = {}) => {
  const onAdd = jest.fn<void, [RoomForm]>();
  const onClose = jest.fn();
  render(<AddRoomForm isShortTerm isRoom={false} hasSuite={false} onAdd={onAdd} onClose={onClose} {...props} />);
  return { onAdd, onClose };
};
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  });
};

describe('the Add Room dialog', () => {
  test("starts on the 'Select space type' placeholder with Per Hour and Per Night for a short stay", () => {
    setup();
    const space = screen.getByLabelText<HTMLSelectElement>('Space type');
    expect(space.value).toBe('');
    expect(space.options[0]?.textContent).toBe('Select space type');
    expect(screen.getByLabelText('Max Guests')).toBeTruthy();
    const frequency = screen.getByLabelText<HTMLSelectElement>('Payment frequency');
    expect([...frequency.options].map((o) => o.textContent)).toEqual(['Per Hour', 'Per Night']);
  });

  test('an invalid submit shows the messages and adds nothing', async () => {
    const { onAdd } = setup();
    await submit();
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText('Please scroll up to see error messages.')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThan(3);
  });

  test('a filled room is handed over with its labels and the dialog closes', async () => {
    const { onAdd, onClose } = setup();
    type('Space type', '2');
    type('Double beds', '1');
    type('Max Guests', '2');
    type('Price (£)', '95');
    fireEvent.click(screen.getByLabelText('Sea view'));
    expect(screen.queryByLabelText('Discount rate (%)')).toBeNull();
    fireEvent.click(screen.getByLabelText('Room discount'));
    type('Discount rate (%)', '10');
    await submit();
    // While the room is handed over the button reads 'Please wait' and takes no second press.
    const busy = screen.getByRole<HTMLButtonElement>('button', { name: 'Please wait' });
    expect(busy.disabled).toBe(true);
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      room_type_id: 2,
      double_beds: 1,
      guests: 2,
      price: 95,
      property_rent_type_id: 3,
      sea_view: true,
      discount: true,
      discount_rate: 10,
      property_room_type: { type: 'Double' },
      property_rent_type: { type: 'Night' },
    });
    expect(onClose).toHaveBeenCalled();
  });

  test('a listed whole place opens as it was saved, and Save hands it back edited', async () => {
    const saved: RoomForm = {
      id: 31,
      room_type_id: 8,
      quantity: 1,
      guests: 4,
      price: 1250,
      property_rent_type_id: 3,
      smoking_room: false,
      pet_friendly_room: false,
      single_room: 1,
      double_room: 2,
      sofa_beds: 1,
    };
    const { onAdd } = setup({ room: saved, hasSuite: false, submitLabel: 'Save' });
    expect(screen.getByLabelText<HTMLSelectElement>('Space type').value).toBe('8');
    expect(screen.getByLabelText<HTMLInputElement>('Double rooms').value).toBe('2');
    type('Price (£)', '1300');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(onAdd).toHaveBeenCalledTimes(1));
    expect(onAdd.mock.calls[0]?.[0]).toMatchObject({
      id: 31,
      price: 1300,
      double_room: 2,
      sofa_beds: 1,
      property_rent_type: { type: 'Night' },
    });
  });

  test('a whole place asks for room counts with the hint instead of beds; it is disabled when one exists', () => {
    setup({ hasSuite: true });
    const whole = screen.getByRole<HTMLOptionElement>('option', { name: 'Whole Place (Suite/Apartment)' });
    expect(whole.disabled).toBe(true);
  });

  test('choosing a whole place swaps beds for single and double rooms', () => {
    setup({ isShortTerm: false });
    type('Space type', '8');
    expect(screen.getByText('Please assign at least one room in the premises')).toBeTruthy();
    expect(screen.getByLabelText('Single rooms')).toBeTruthy();
    expect(screen.queryByLabelText('Double beds')).toBeNull();
    expect(screen.getByLabelText('Max Tenants')).toBeTruthy();
  });
});

describe('the room details viewer', () => {
  test('asks for a room until one is picked, then shows its set sections only', () => {
    const { rerender } = render(<RoomViewer room={null} />);
    expect(screen.getByText('Please click the room to see its details')).toBeTruthy();
    rerender(
      <RoomViewer
        room={{ id: 1, price: 90, property_rent_type_id: 3, room_type_id: 2, property_room_detail: { double_beds: 1, wifi: true } }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Beds' }).textContent).toContain('Double beds: 1');
    expect(screen.getByRole('region', { name: 'Practical' }).textContent).toContain('Wifi');
    expect(screen.queryByRole('region', { name: 'View' })).toBeNull();
  });
});
