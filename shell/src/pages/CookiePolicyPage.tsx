import { SESSION_STORAGE_KEY } from '@marketplace/shared';
import { StaticPage, SupportEmail } from './StaticPage';

const cookies: StoredItem[] = [
  {
    name: 'session',
    purpose: 'Keeps you signed in as you move between pages. Set only when you use the site; HttpOnly, so page scripts cannot read it.',
    duration: 'Until you sign out or it expires',
    kind: 'Strictly necessary',
  },
  {
    name: 'XSRF-TOKEN',
    purpose: 'Protects forms and payments against cross-site request forgery by proving a request came from Roofline.',
    duration: 'Renewed with your session',
    kind: 'Strictly necessary',
  },
];

const storage: StoredItem[] = [
  {
    name: 'cookie_consent',
    purpose: 'Remembers your answer to the cookie banner so we do not ask on every page.',
    duration: 'Accept: until you clear your browser data. Decline: until you close the tab.',
  },
  {
    name: SESSION_STORAGE_KEY,
    purpose:
      'A copy of your name, photo and account flags while you are signed in, so pages show them straight away. Expires after 30 days.',
    duration: 'Until you sign out or close the tab',
  },
];

interface StoredItem {
  name: string;
  purpose: string;
  duration: string;
  /** Only cookies are classed (strictly necessary and so on). */
  kind?: string;
}

/** One row per cookie or storage item; the Type column only where the items have a kind. */
function StorageTable({ items }: { items: StoredItem[] }) {
  const withKind = items.some((item) => item.kind);
  return (
    <table className="static-page__table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Purpose</th>
          <th scope="col">How long</th>
          {withKind && <th scope="col">Type</th>}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.name}>
            <th scope="row">
              <code>{item.name}</code>
            </th>
            <td>{item.purpose}</td>
            <td>{item.duration}</td>
            {withKind && <td>{item.kind}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CookiePolicyPage() {
  return (
    <StaticPage
      title="Cookie Policy"
      intro="Roofline uses a small number of cookies and browser storage items, all needed to run the service."
    >
      <section>
        <h2>Cookies we set</h2>
        <StorageTable items={cookies} />
      </section>
      <section>
        <h2>Browser storage</h2>
        <p>These items are kept in your browser&rsquo;s local or session storage, not sent to us with each request.</p>
        <StorageTable items={storage} />
      </section>
      <section>
        <h2>What we do not use</h2>
        <p>
          We do not use advertising, tracking or analytics cookies, and we do not let third parties set cookies on Roofline. If that ever
          changes, we will ask for your consent first and update this page.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          Strictly necessary cookies do not need consent under the Privacy and Electronic Communications Regulations (PECR), because the
          site cannot work without them: without the session cookie you cannot sign in. You can still block or delete cookies in your
          browser settings. To be asked again about cookies, clear this site&rsquo;s data in your browser.
        </p>
        <p>
          Questions about cookies? E-mail <SupportEmail />.
        </p>
      </section>
    </StaticPage>
  );
}
