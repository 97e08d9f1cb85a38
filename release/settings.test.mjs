// The release settings are checked at start-up (issue 41, item 7): with releases in a bucket but browsers
// reading this machine's registry, a rollback would answer 200 and change nothing anyone loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { releaseSettingsProblem } from './settings.mjs';
import { startPlatform } from '../scripts/platform/index.mjs';

const REGISTRY_URL = 'https://cdn.example.com/site/registry/remotes.json';

test('a mismatch of RELEASE_BUCKET and REGISTRY_URL is named; settings that agree pass', () => {
  assert.equal(releaseSettingsProblem({}), null);
  assert.equal(releaseSettingsProblem({ RELEASE_BUCKET: 's3://roofline/site', REGISTRY_URL }), null);
  assert.match(
    String(releaseSettingsProblem({ RELEASE_BUCKET: 's3://roofline/site' })),
    /^RELEASE_BUCKET is set .* but REGISTRY_URL is not/,
  );
  assert.match(String(releaseSettingsProblem({ REGISTRY_URL })), /^REGISTRY_URL is set .* but RELEASE_BUCKET is not/);
  assert.match(
    String(releaseSettingsProblem({ RELEASE_BUCKET: 'roofline', REGISTRY_URL })),
    /^RELEASE_BUCKET: "roofline" is not a bucket address/,
  );
  assert.match(String(releaseSettingsProblem({ RELEASE_TOKENS_PER_MINUTE: 'lots' })), /^RELEASE_TOKENS_PER_MINUTE must be a whole number/);
  assert.match(
    String(releaseSettingsProblem({ VITALS_SAMPLE_RATE: '10%' })),
    /^VITALS_SAMPLE_RATE must be a share of page loads from 0 to 1, not "10%"/,
  );
  assert.match(String(releaseSettingsProblem({ VITALS_SAMPLE_RATE: '1.5' })), /^VITALS_SAMPLE_RATE must be a share/);
  assert.equal(releaseSettingsProblem({ VITALS_SAMPLE_RATE: '0.1' }), null);
  assert.equal(releaseSettingsProblem({ VITALS_SAMPLE_RATE: '0' }), null, 'none measured');
});

test('npm start refuses to start on a mismatch, naming the setting (the API too: api/src/release-console/releases.test.ts)', async () => {
  await assert.rejects(startPlatform({ env: { RELEASE_BUCKET: 's3://roofline/site' } }), /but REGISTRY_URL is not/);
});
