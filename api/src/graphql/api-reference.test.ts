import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { API_REFERENCE_FILE, apiReference } from '../../../scripts/generate-api-reference.ts';
import { printedSchema } from './print-schema.ts';

describe('the API reference on /docs', () => {
  const reference = apiReference(printedSchema());

  it('is the one generated from the code (run `npx tsx scripts/generate-api-reference.ts` after changing the API)', () => {
    expect(JSON.parse(readFileSync(API_REFERENCE_FILE, 'utf8'))).toEqual(JSON.parse(JSON.stringify(reference)));
  });

  it('lists every query, mutation and subscription, each with an example the schema accepts', () => {
    const schema = buildSchema(printedSchema());
    const { query, mutation, subscription } = reference.graphql.operations as Record<
      string,
      { name: string; example: { query: string } }[]
    >;
    expect(query!.map((op) => op.name)).toEqual(Object.keys(schema.getQueryType()!.getFields()));
    expect(mutation!.map((op) => op.name)).toEqual(Object.keys(schema.getMutationType()!.getFields()));
    expect(subscription!.map((op) => op.name)).toEqual(Object.keys(schema.getSubscriptionType()!.getFields()));
    for (const op of [...query!, ...mutation!, ...subscription!]) {
      expect(validate(schema, parse(op.example.query)), op.name).toEqual([]);
    }
  });
});
