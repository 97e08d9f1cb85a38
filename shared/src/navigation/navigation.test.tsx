import { fireEvent, render, screen } from '@testing-library/react';
import { AppLink, guardUnsavedWork, hasUnsavedWork, navigate, setNavigator } from '.';

test('a plain left click on AppLink goes through the registered navigator', () => {
  const to = jest.fn();
  const unregister = setNavigator(to);
  render(<AppLink to="/dashboard-portfolio">Portfolio</AppLink>);
  const link = screen.getByRole('link', { name: 'Portfolio' });
  expect(link.getAttribute('href')).toBe('/dashboard-portfolio');
  const notPrevented = fireEvent.click(link, { button: 0 });
  expect(notPrevented).toBe(false);
  expect(to).toHaveBeenCalledWith('/dashboard-portfolio');
  unregister();
});

test('ctrl-click and other targets are left to the browser', () => {
  const to = jest.fn();
  const unregister = setNavigator(to);
  render(
    <>
      <AppLink to="/about">About</AppLink>
      <AppLink to="/contact" target="_blank">
        Contact
      </AppLink>
    </>,
  );
  expect(fireEvent.click(screen.getByText('About'), { button: 0, ctrlKey: true })).toBe(true);
  expect(fireEvent.click(screen.getByText('Contact'), { button: 0 })).toBe(true);
  expect(to).not.toHaveBeenCalled();
  unregister();
});

test('navigate uses the latest navigator and unregistering an old one keeps the new one', () => {
  const first = jest.fn();
  const second = jest.fn();
  const unregisterFirst = setNavigator(first);
  const unregisterSecond = setNavigator(second);
  unregisterFirst();
  navigate('/login');
  expect(second).toHaveBeenCalledWith('/login');
  expect(first).not.toHaveBeenCalled();
  unregisterSecond();
});

test('unsaved work is reported while any registered check says so, and no longer once unregistered', () => {
  let formDirty = true;
  const unregisterForm = guardUnsavedWork(() => formDirty);
  const unregisterClean = guardUnsavedWork(() => false);
  expect(hasUnsavedWork()).toBe(true);
  formDirty = false;
  expect(hasUnsavedWork()).toBe(false);
  formDirty = true;
  unregisterForm();
  expect(hasUnsavedWork()).toBe(false);
  unregisterClean();
});
