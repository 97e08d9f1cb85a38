import { Link } from 'react-router-dom';
import { StaticPage } from './StaticPage';

export function NotFoundPage() {
  return (
    <StaticPage title="Page not found" intro="We could not find the page you were looking for.">
      <p>
        The link may be old, or the advert may have been removed. Try the <Link to="/">map</Link> to search again, or read our{' '}
        <Link to="/qna">Q&amp;A</Link>.
      </p>
    </StaticPage>
  );
}
