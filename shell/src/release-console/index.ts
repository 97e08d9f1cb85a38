/** The release console at /releases: its own chunk, loaded when a release manager opens it. */
export { ReleasesPage } from './ReleasesPage';
