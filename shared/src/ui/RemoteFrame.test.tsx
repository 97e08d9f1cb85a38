import { render, screen } from '@testing-library/react';
import { RemoteFrame } from './RemoteFrame';

test('names the area for assistive technology and tells which remote and build it is', () => {
  render(
    <RemoteFrame remote="mfe-search-map" build="1.2.0" label="Search filters" className="extra">
      <p>inside</p>
    </RemoteFrame>,
  );
  const area = screen.getByRole('region', { name: 'Search filters' });
  expect(area.getAttribute('data-remote')).toBe('mfe-search-map');
  expect(area.getAttribute('data-build')).toBe('1.2.0');
  expect(area.className).toBe('ui-remote-frame extra');
  expect(area.contains(screen.getByText('inside'))).toBe(true);
});
