import { describe, expect, it } from 'vitest';
import { checkAuthAnswer, PreviewAnswerError, statusAnswer, testsAnswer } from '../../../core/preview/preview.answers';

describe('the preview service answers, checked strictly', () => {
  it('checkauth: the status and the applied settings; null or missing settings are none, unknown fields are left out', () => {
    expect(
      checkAuthAnswer({
        status: 'SUCCESS',
        dateTime: '2026-12-05T00:00:00+01:00',
        abTestName: 'winter',
        abTestGroup: 'b',
        extra: 1,
      }),
    ).toEqual({
      status: 'SUCCESS',
      dateTime: '2026-12-05T00:00:00+01:00',
      abTestName: 'winter',
      abTestGroup: 'b',
    });
    expect(checkAuthAnswer({ status: 'UNAUTHORIZED', dateTime: null, abTestName: null })).toEqual({
      status: 'UNAUTHORIZED',
    });
  });

  it('gettestsat: each test with its groups, nothing more', () => {
    expect(testsAnswer([{ name: 'winter', groups: [{ name: 'a', size: 2 }, { name: 'b' }], owner: 'x' }])).toEqual([
      { name: 'winter', groups: [{ name: 'a' }, { name: 'b' }] },
    ]);
    expect(testsAnswer([])).toEqual([]);
  });

  it('token: the status', () => {
    expect(statusAnswer({ status: 'SUCCESS' })).toBe('SUCCESS');
  });

  it.each([
    [
      'checkauth without a body',
      () => checkAuthAnswer(undefined),
      'checkauth answered an unexpected body: the answer is not an object',
    ],
    [
      'checkauth as an array',
      () => checkAuthAnswer([{ status: 'SUCCESS' }]),
      'checkauth answered an unexpected body: the answer is not an object',
    ],
    [
      'checkauth without a status',
      () => checkAuthAnswer({ dateTime: 'x' }),
      'checkauth answered an unexpected body: status is not a string',
    ],
    [
      'checkauth with a numeric date',
      () => checkAuthAnswer({ status: 'SUCCESS', dateTime: 5 }),
      'checkauth answered an unexpected body: dateTime is not a string',
    ],
    [
      'checkauth with an object for a group',
      () => checkAuthAnswer({ status: 'SUCCESS', abTestGroup: { toString: 'b' } }),
      'abTestGroup is not a string',
    ],
    [
      'gettestsat as an object',
      () => testsAnswer({ tests: [] }),
      'gettestsat answered an unexpected body: the answer is not an array',
    ],
    ['gettestsat with a nameless test', () => testsAnswer([{ groups: [] }]), "test 0's name is not a string"],
    ['gettestsat without groups', () => testsAnswer([{ name: 'winter' }]), "test 0's groups is not an array"],
    [
      'gettestsat with a null group',
      () => testsAnswer([{ name: 'winter', groups: [{ name: 'a' }, null] }]),
      "test 0's group 1 is not an object",
    ],
    [
      'gettestsat with a numeric group name',
      () =>
        testsAnswer([
          { name: 'w', groups: [] },
          { name: 'v', groups: [{ name: 7 }] },
        ]),
      "test 1's group 0's name is not a string",
    ],
    ['token without a status', () => statusAnswer({}), 'token answered an unexpected body: status is not a string'],
    ['token as text', () => statusAnswer('SUCCESS'), 'token answered an unexpected body: the answer is not an object'],
  ])('%s is refused with a PreviewAnswerError naming the call and the field', (_, read, message) => {
    expect(read).toThrow(PreviewAnswerError);
    expect(read).toThrow(message);
  });
});
