import { describe, expect, it } from 'vitest';
import type { CrawlerParameter } from './governanceApi';
import {
  connectionSummary,
  initialValues,
  parameterBody,
  parameterProblems,
} from './parameterForm';

function parameter(
  name: string,
  type: string,
  required = false,
  defaultValue: string | null = null,
): CrawlerParameter {
  return { name, type, required, defaultValue, displayName: name, description: null };
}

/** The PostgreSQL crawler's schema, as the server describes it, and a flag of a made-up crawler. */
const POSTGRES = [
  parameter('host', 'STRING', true),
  parameter('port', 'INTEGER', true, '5432'),
  parameter('database', 'STRING', true),
  parameter('user', 'STRING', true),
  parameter('password', 'SECRET'),
  parameter('schemas', 'STRING'),
];
const FLAGGED = [...POSTGRES, parameter('ssl', 'BOOLEAN', false, 'true')];

describe('the form of a crawler type’s parameters', () => {
  it('starts a new connection from the type’s defaults, empty where there is none', () => {
    expect(initialValues(FLAGGED)).toEqual({
      host: '',
      port: '5432',
      database: '',
      user: '',
      password: '',
      schemas: '',
      ssl: 'true',
    });
  });

  it('starts a stored connection from its values, its secret empty and a value it lacks empty', () => {
    const stored = { host: 'db', port: '6543', database: 'shop', user: 'u', password: null };
    expect(initialValues(FLAGGED, stored)).toEqual({
      host: 'db',
      port: '6543',
      database: 'shop',
      user: 'u',
      password: '',
      schemas: '',
      ssl: 'false',
    });
  });

  it('names every required field left empty and every number that is not whole, at once', () => {
    const values = { ...initialValues(POSTGRES), host: '  ', port: '54a', user: 'u' };
    expect(parameterProblems(POSTGRES, values)).toEqual({
      host: 'required',
      port: 'notInteger',
      database: 'required',
    });
  });

  it('takes a required secret left empty as kept when one is stored, as missing when none is', () => {
    const withSecret = [...POSTGRES.slice(0, 4), parameter('password', 'SECRET', true)];
    const values = { host: 'h', port: '1', database: 'd', user: 'u', password: '' };
    expect(parameterProblems(withSecret, values, ['password'])).toEqual({});
    expect(parameterProblems(withSecret, values, [])).toEqual({ password: 'required' });
  });

  it('sends numbers as numbers, flags as booleans, texts trimmed, and leaves empty ones out', () => {
    const values = {
      host: ' db.local ',
      port: '5433',
      database: 'shop',
      user: 'reader',
      password: '',
      schemas: '',
      ssl: 'false',
    };
    expect(parameterBody(FLAGGED, values)).toEqual({
      host: 'db.local',
      port: 5433,
      database: 'shop',
      user: 'reader',
      ssl: false,
    });
  });

  it('sends a typed secret as typed (spaces and all) and nothing the type does not name', () => {
    const values = { ...initialValues(POSTGRES), password: ' p w ', other: 'x' };
    expect(parameterBody(POSTGRES, values)).toEqual({ port: 5432, password: ' p w ' });
  });

  it('sums a connection up as host:port/database, never with its secret', () => {
    expect(
      connectionSummary(POSTGRES, { host: 'db', port: '5432', database: 'shop', password: null }),
    ).toBe('db:5432/shop');
    expect(connectionSummary([parameter('url', 'STRING', true)], { url: 'jdbc:h2:mem:x' })).toBe(
      'jdbc:h2:mem:x',
    );
    expect(
      connectionSummary([parameter('path', 'STRING'), parameter('token', 'SECRET')], {
        path: '/data',
        token: null,
      }),
    ).toBe('path: /data');
  });
});
