// The async boundary: shared singletons (react, mobx, @marketplace/shared...) are negotiated with the
// federation runtime before any module that imports them runs.
void import('./bootstrap');
