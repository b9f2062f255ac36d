import pg from 'pg';
import { describe, expect, it } from 'vitest';

import { isConnectionFailure } from './postgres';

/** What the server sends back for a statement: an error with its SQLSTATE. */
const serverError = (code: string | undefined, message = 'server says no') => {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
};
const socketError = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code });

describe('isConnectionFailure', () => {
  it.each([
    ['08006', 'connection failure'],
    ['08001', 'the client could not establish a connection'],
    ['53300', 'too many connections'],
    ['57P01', 'the administrator shut the server down'],
    ['57P02', 'crash shutdown'],
    ['57P03', 'the server is starting up'],
    ['57014', 'the statement timed out and was cancelled'],
  ])('takes SQLSTATE %s (%s) for an outage', (code) => {
    expect(isConnectionFailure(serverError(code))).toBe(true);
  });

  it.each([
    ['23505', 'a unique key already holds the value'],
    ['42P01', 'the table does not exist'],
    ['22021', 'bytes that are not UTF-8'],
    ['40001', 'a serialization failure'],
    ['57P04', 'a dropped database'],
  ])('takes SQLSTATE %s (%s) for a fault in the statement', (code) => {
    expect(isConnectionFailure(serverError(code))).toBe(false);
  });

  it('judges an error from the server by its SQLSTATE alone, whatever its message says', () => {
    expect(isConnectionFailure(serverError('23505', 'Connection terminated by a duplicate key'))).toBe(false);
    expect(isConnectionFailure(serverError(undefined, 'Connection terminated'))).toBe(false);
  });

  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    'ECONNABORTED',
    'ETIMEDOUT',
    'EPIPE',
    'ENOTFOUND',
    'EAI_AGAIN',
    'EHOSTUNREACH',
    'ENETUNREACH',
  ])('takes the socket error %s for an outage', (code) => {
    expect(isConnectionFailure(socketError(code))).toBe(true);
  });

  it.each(['EACCES', 'ENOENT', 'EMFILE', 'ERR_INVALID_ARG_TYPE'])('does not take %s for an outage', (code) => {
    expect(isConnectionFailure(socketError(code))).toBe(false);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
  ])('takes pg’s code-less message %j for an outage', (message) => {
    expect(isConnectionFailure(new Error(message))).toBe(true);
  });

  it('does not take a bug of ours for an outage', () => {
    expect(isConnectionFailure(new TypeError("Cannot read properties of undefined (reading 'rows')"))).toBe(false);
    expect(isConnectionFailure(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });

  it('recognises only errors, not things shaped like them', () => {
    for (const value of [undefined, null, 'ECONNREFUSED', 'Connection terminated', { code: 'ECONNREFUSED' }, 8006]) {
      expect(isConnectionFailure(value)).toBe(false);
    }
    expect(isConnectionFailure(Object.assign(new Error('x'), { code: 8006 }))).toBe(false);
  });
});
