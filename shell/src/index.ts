// The styles of the page's frame and of the map home come with this entry, linked from the page's
// head: the map home's introduction (home.html), an advert's first photo (advert.html) and the dashboard's
// statistics cards (dashboard.html) are laid out and painted by them before any script runs.
// The tokens, base styles, cards and chips also load with shared (identical rules, harmless twice).
import '@marketplace/shared/src/ui/tokens.css';
import '@marketplace/shared/src/ui/base.css';
import '@marketplace/shared/src/ui/Card.css';
import '@marketplace/shared/src/ui/Chip.css';
import './styles/base.css';
import './styles/chrome.css';
import './styles/home.css';
import './styles/preview.css';

// The async boundary: shared singletons (react, mobx, @marketplace/shared...) are negotiated with the
// federation runtime before any module that imports them runs.
const boot = () => void import('./bootstrap');

// A page that came with its content prerendered (the map home's introduction, an advert's photo) boots once that content
// is painted (a task after the first frame), so its first paint never waits for the app's scripts.
if (document.getElementById('root')?.firstElementChild && document.visibilityState === 'visible')
  requestAnimationFrame(() => setTimeout(boot));
else boot();
