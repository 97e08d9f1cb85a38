import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { RemoteSlot } from '../remotes';
import { PagePreview, servedPreview } from './PagePreview';
import { optionalRouteId, parseRouteId } from './params';
import { firstRequest, takeStartedRequest } from './startedRequests';
import type { DashboardPage } from '@marketplace/shared';
import { bootOf } from '@marketplace/shared/src/config/bootPlans.cjs';

/**
 * The remote and module a page opened at `pathname` shows first, when that is a remote's page (its boot
 * plan in shared). The dashboard's only for a browser that may be signed in: a visitor is sent to the sign-in page instead.
 */
export function pageRemote(pathname: string, maybeSignedIn: boolean): { remote: string; module: string } | null {
  const boot = bootOf(pathname, maybeSignedIn);
  return boot && { remote: boot.remote, module: boot.module };
}

/** /ad-details/:id and /ad-service/:id: the advert page of the detail remote. */
export function AdvertScreen({ kind }: { kind: 'property' | 'service' }) {
  const { id } = useParams();
  const advertId = parseRouteId(id);
  const { pathname } = useLocation();
  // The advert's GET the shell sent at boot, when the page opened here: the remote takes it for this advert only.
  const [started] = useState(() => takeStartedRequest(firstRequest(pathname, true)));
  const preview = servedPreview(pathname);
  // With the served preview up, the remote mounts once the advert's answer is in: its first render is then
  // the whole advert, never its own loading state between the preview and the page.
  const [answerDue, setAnswerDue] = useState(() => preview !== null && started !== undefined && !started.answered);
  useEffect(() => {
    if (!answerDue || !started) return;
    let live = true;
    const due = () => live && setAnswerDue(false);
    started.answer.then(due, due);
    return () => {
      live = false;
    };
  }, [answerDue, started]);
  if (answerDue && preview) {
    return (
      <div className="screen">
        <PagePreview preview={preview} />
      </div>
    );
  }
  return (
    <RemoteSlot
      remote="mfe-ad-details"
      module="./AdvertPage"
      props={{ advertId, kind, started }}
      className="screen"
      placeholder={preview && <PagePreview preview={preview} />}
    />
  );
}

export function DonateScreen() {
  return <RemoteSlot remote="mfe-transactions" module="./DonatePage" className="screen" />;
}

export function BookingPaymentScreen() {
  const { token } = useParams();
  return <RemoteSlot remote="mfe-transactions" module="./BookingPaymentPage" props={{ token }} className="screen" />;
}

/** The review's subject arrives as query parameters (ad_id, booking_id, from_user_id, to_user_id, type). */
export function AddReviewScreen() {
  const [searchParams] = useSearchParams();
  return (
    <RemoteSlot remote="mfe-transactions" module="./AddReviewPage" props={{ query: Object.fromEntries(searchParams) }} className="screen" />
  );
}

export function AdvertEditorScreen() {
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <RemoteSlot
      remote="mfe-supply"
      module="./AdvertEditor"
      props={{ advertId: optionalRouteId(id), q: searchParams.get('q') ?? undefined }}
      className="screen"
    />
  );
}

export function ServiceEditorScreen() {
  const { id } = useParams();
  return <RemoteSlot remote="mfe-supply" module="./ServiceEditor" props={{ serviceId: optionalRouteId(id) }} className="screen" />;
}

export function SubmitConfirmationScreen() {
  const { id, type, paymentId } = useParams();
  return <RemoteSlot remote="mfe-supply" module="./SubmitConfirmation" props={{ id, type, paymentId }} className="screen" />;
}

/** Every dashboard path renders the dashboard remote, which owns the dashboard layout and its pages. */
export function DashboardScreen({ page }: { page: DashboardPage }) {
  const params = useParams();
  const { pathname } = useLocation();
  // The statistics' GET the shell sent at boot, when the page opened here.
  const [started] = useState(() => takeStartedRequest(firstRequest(pathname, true)));
  // The statistics page's served frame and cards stay on screen, the same elements, until the remote has
  // rendered the same boxes: its labels, the page's largest paint, are painted once, from the HTML.
  const preview = servedPreview(pathname);
  return (
    <RemoteSlot
      remote="mfe-dashboard"
      module="./Dashboard"
      props={{ page, params, started }}
      className="screen"
      placeholder={preview && <PagePreview preview={preview} />}
    />
  );
}
