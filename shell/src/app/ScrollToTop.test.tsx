import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  it('scrolls to the top on every navigation', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/about']}>
        <ScrollToTop />
        <Link to="/qna">Q&amp;A</Link>
        <Link to="/qna?topic=reviews">Reviews</Link>
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Q&A' }));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('link', { name: 'Reviews' }));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollTo.mockRestore();
  });
});
