import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { PageLoadBoundary } from './PageLoadBoundary';

describe('PageLoadBoundary', () => {
  it('shows the page once its chunk arrives', async () => {
    const Page = lazy(() => Promise.resolve({ default: () => <h1>About Roofline</h1> }));
    render(
      <PageLoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </PageLoadBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'About Roofline' })).toBeTruthy();
  });

  it('says the page could not be loaded, with a way to try again, when its chunk fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Page = lazy(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 392 failed')));
    render(
      <>
        <nav aria-label="Main">Home</nav>
        <PageLoadBoundary>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </PageLoadBoundary>
      </>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
