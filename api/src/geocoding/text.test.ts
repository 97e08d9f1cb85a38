import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Tier, bboxFromPopulation, insideOutline, matchTier, normalize, similarity, trigrams, words } from './text.ts';
import { enclosing } from './gazetteer.ts';
import { AREAS } from './areas.ts';

const tier = (q: string, name: string, placeName = name) =>
  matchTier(words(normalize(q)), words(normalize(name)), words(normalize(placeName)));

test('normalize ignores case, accents and punctuation', () => {
  assert.equal(normalize('  St. Albans,  HERTS '), 'st albans herts');
  assert.equal(normalize('Málaga'), 'malaga');
  assert.equal(normalize("King's Lynn"), 'king s lynn');
});

test('match tiers: exact > prefix > word starts > none', () => {
  assert.equal(tier('london', 'London'), Tier.Exact);
  assert.equal(tier('london, england', 'London', 'London, Greater London, England, United Kingdom'), Tier.Words);
  assert.equal(tier('lond', 'London'), Tier.Prefix);
  assert.equal(tier('town', 'Camden Town'), Tier.Words);
  assert.equal(tier('ondon', 'London'), Tier.None);
  assert.equal(
    tier('england', 'London', 'London, Greater London, England, United Kingdom'),
    Tier.None,
    'the first word must name the place itself',
  );
});

test('trigram similarity tolerates a typo and rejects unrelated names', () => {
  assert.ok(similarity(trigrams('lndon'), trigrams('london')) >= 0.3);
  assert.ok(similarity(trigrams('paris'), trigrams('london')) < 0.1);
});

test('a bounding box grows with population within 1 to 30 km', () => {
  const [w, s, e, n] = bboxFromPopulation([-0.1276, 51.5072], 7_556_900);
  assert.ok(n - s > 0.4 && n - s < 0.6);
  assert.ok(e - w > n - s, 'longitude degrees are shorter at 51°N');
  const village = bboxFromPopulation([0, 52], 0);
  assert.ok(Math.abs(village[3] - village[1] - 2 / 111.32) < 1e-4);
});

test('Greater London takes Croydon but not Dartford, though its box holds both', () => {
  const outline = AREAS.find((a) => a.name === 'Greater London')!.outline!;
  assert.ok(insideOutline(outline, [-0.1, 51.3833]));
  assert.ok(!insideOutline(outline, [0.2167, 51.4433]));
  const districts = AREAS.filter((a) => a.type === 'district');
  assert.equal(enclosing(districts, [0.2167, 51.4433])?.name, 'Kent');
  assert.equal(enclosing(districts, [-0.1, 51.3833])?.name, 'Greater London');
});
