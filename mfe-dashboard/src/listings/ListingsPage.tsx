import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  Button,
  confirm,
  countOf,
  formatAdvertPrice,
  formatPounds,
  http,
  MarketStatusRibbon,
  imageUrl,
  isHttpError,
  ImageWithFallback,
  Modal,
  navigate,
  RemoteParcel,
  Pager,
  type Advert,
  type ListingDeleted,
  type DashboardListing,
  type DashboardPageOf,
} from '@marketplace/shared';
import { useApi } from '../layout/useApi';
import { listingsQuery, type ListingKind } from './listingKinds';
import { MarketStatusForm } from './MarketStatusForm';
import * as styles from './listings.module.css';

const STATUS_LABEL = { published: 'Published', unpublished: 'Unpublished' } as const;

/** The user's adverts or services, 15 a page: filter by status, search by title, publish, edit, preview and delete. */
export function ListingsPage({ kind }: { kind: ListingKind }) {
  const [status, setStatus] = useState('');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [preview, setPreview] = useState<Advert | null>(null);
  const pathOf = (shown: number) => `${kind.api}${listingsQuery({ status, search, page: shown })}`;
  const { data, dataPath, error, loading, reload } = useApi<DashboardPageOf<DashboardListing>>(pathOf(page));

  useEffect(() => setPage(1), [status, search]);

  // A page turned at the pager, under the list, opens at the list's top with the list focused, as the
  // search's list does: the person reads on from its first row, not from the foot of the page.
  const listRef = useRef<HTMLUListElement>(null);
  const turnedTo = useRef<string | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (turnedTo.current === null || dataPath !== turnedTo.current || !list) return;
    turnedTo.current = null;
    list.focus({ preventScroll: true });
    list.scrollIntoView({ block: 'start' });
  }, [dataPath]);
  const turnPage = (next: number) => {
    turnedTo.current = pathOf(next);
    setPage(next);
  };

  const act = async (listing: DashboardListing, action: 'publish' | 'unpublish' | 'delete') => {
    if (action === 'delete') {
      const sure = await confirm({
        title: `Delete this ${kind.noun}?`,
        message: `“${listing.title}” will be removed for good. If it has bookings, it is withdrawn instead: taken off the search and closed to new bookings, kept for the people who booked.`,
        confirmLabel: 'Delete',
        destructive: true,
      });
      if (!sure) return;
    }
    try {
      if (action === 'delete') {
        // Deleted, or withdrawn for its bookings: the API's sentence says which.
        const answer = await http.delete<ListingDeleted>(`${kind.api}/${listing.id}`);
        setNotice(answer.deleted ? `“${listing.title}” deleted.` : `“${listing.title}”: ${answer.message}`);
      } else {
        await http.post(`${kind.api}/${listing.id}/${action}`);
        setNotice(`“${listing.title}” ${action === 'publish' ? 'published' : 'unpublished'}.`);
      }
      reload();
    } catch (e) {
      setNotice(isHttpError(e) ? e.message : `Could not ${action} this ${kind.noun}.`);
    }
  };

  const openPreview = async (listing: DashboardListing) => {
    try {
      setPreview((await http.get<{ data: Advert }>(`api/properties/${listing.id}`)).data);
    } catch {
      setNotice('Could not load the preview.');
    }
  };

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed);
  };

  return (
    <>
      <form className={styles.filters} role="search" onSubmit={submitSearch}>
        <label>
          Status{' '}
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="published">Published</option>
            <option value="unpublished">Unpublished</option>
          </select>
        </label>
        <label>
          Title <input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={`Search your ${kind.noun}s`} />
        </label>
        <button type="submit">Search</button>
        <button type="button" onClick={() => navigate(kind.editor)}>
          Add {kind.noun}
        </button>
      </form>
      <p role="status" className={styles.notice}>
        {notice}
      </p>
      {error && <p role="alert">{error}</p>}
      {loading && !data && <p>Loading…</p>}
      {data && data.data.length === 0 && <p>No {kind.noun}s match.</p>}
      {data && data.data.length > 0 && (
        <ul ref={listRef} tabIndex={-1} className={styles.list} aria-label={`Your ${kind.noun}s`}>
          {data.data.map((listing) => (
            <li key={listing.id} className={styles.row} data-listing={listing.id}>
              <ImageWithFallback src={imageUrl(listing.photo)} alt="" className={styles.photo} loading="lazy" />
              <div className={styles.main}>
                <h2 className={styles.title}>{listing.title}</h2>
                <span>{listing.pricing ? formatAdvertPrice(listing.pricing) : formatPounds(listing.price)}</span>
                <span className={styles.badges}>
                  <span className={`${styles.status} ${styles[listing.status]}`}>{STATUS_LABEL[listing.status]}</span>
                  <MarketStatusRibbon advert={listing} />
                </span>
                <span className={styles.counts}>
                  {kind.previewable && <>{countOf(listing.views, 'view')} · </>}
                  {countOf(listing.enquiries, 'enquiry', 'enquiries')}
                </span>
              </div>
              <div className={styles.actions} role="group" aria-label={`Actions for ${listing.title}`}>
                {listing.status === 'published' ? (
                  <button type="button" onClick={() => void act(listing, 'unpublish')}>
                    Unpublish
                  </button>
                ) : (
                  <button type="button" onClick={() => void act(listing, 'publish')}>
                    Publish
                  </button>
                )}
                <button type="button" onClick={() => navigate(`${kind.editor}/${listing.id}`)}>
                  Edit
                </button>
                {kind.previewable && (
                  <button type="button" onClick={() => void openPreview(listing)}>
                    Preview
                  </button>
                )}
                <Button onClick={() => void act(listing, 'delete')}>Delete</Button>
              </div>
              {kind.previewable && (
                <MarketStatusForm
                  key={`${listing.market_status}-${listing.market_status_on}`}
                  listing={listing}
                  onSaved={(message) => {
                    setNotice(message);
                    reload();
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {data && <Pager page={page} lastPage={data.meta.last_page} onPage={turnPage} />}
      {preview && (
        <Modal title={`Preview: ${preview.property_title}`} size="xl" onClose={() => setPreview(null)}>
          <RemoteParcel remote="mfe-ad-details" module="./AdvertPreview" props={{ advert: preview }} />
        </Modal>
      )}
    </>
  );
}
