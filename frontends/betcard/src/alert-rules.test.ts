import { timeZoneChoices } from './alert-rules';

test('"a free-text time zone" no more: the picker offers every IANA zone the browser knows, the saved one and the device\'s kept', () => {
  const zones = timeZoneChoices('America/Chicago', 'Europe/Paris');
  expect(zones).toEqual(expect.arrayContaining(['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/Paris', 'Pacific/Honolulu']));
  expect(zones.length).toBeGreaterThan(300);
  expect(timeZoneChoices('Mars/Olympus', 'UTC', ['America/New_York'])).toEqual(['America/New_York', 'Mars/Olympus', 'UTC']);
});
