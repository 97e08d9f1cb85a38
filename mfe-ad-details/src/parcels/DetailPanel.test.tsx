import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@marketplace/shared';
import detailPanel from './DetailPanel';

it('opens on advert:open with the advert id and its chevron emits advert:close', async () => {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  await act(() => detailPanel.mount({ domElement }));
  expect(domElement.querySelector('[data-remote="mfe-ad-details"]')).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Close advert details' })).toBeNull();

  act(() => bus.emit('advert:open', { advertId: 42, source: 'list' }));
  expect(screen.getByText('Advert 42')).toBeTruthy();

  const closed = jest.fn();
  const off = bus.on('advert:close', closed);
  act(() => fireEvent.click(screen.getByRole('button', { name: 'Close advert details' })));
  expect(closed).toHaveBeenCalledWith({ advertId: 42 });
  expect(screen.queryByText('Advert 42')).toBeNull();

  off();
  await act(() => detailPanel.unmount({ domElement }));
});
