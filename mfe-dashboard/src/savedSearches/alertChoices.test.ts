import { alertStatus, lastAlertText, matchesText } from './alertChoices';

describe('a saved search’s alert line', () => {
  it('says the frequency, and that it is paused', () => {
    expect(alertStatus({ frequency: 'instant', paused: false })).toBe('Instantly');
    expect(alertStatus({ frequency: 'daily', paused: true })).toBe('Daily (paused)');
    expect(alertStatus({ frequency: 'off', paused: true })).toBe('No alerts');
  });

  it('counts the matches and dates the last alert in British form', () => {
    expect(matchesText(1)).toBe('1 home matches now');
    expect(matchesText(1204)).toBe('1,204 homes match now');
    expect(matchesText(null)).toBe('Counting matches…');
    expect(lastAlertText(null)).toBe('No alert sent yet');
    expect(lastAlertText('2026-11-12T10:00:00Z')).toBe('Last alert 12/11/2026');
  });

  it('dates an alert by the UK day it was sent: 23:30 UTC on a summer night is already the next day', () => {
    expect(lastAlertText('2026-07-12T23:30:00Z')).toBe('Last alert 13/07/2026');
    expect(lastAlertText('2026-12-12T23:30:00Z')).toBe('Last alert 12/12/2026');
  });
});
