import { fromPromise } from 'xstate';
import type { ServiceClient } from '../../openapi/client';
import type { CookiePort, LoggerPort } from '../env';
import type {
  PreviewAbTest,
  PreviewAuth,
  PreviewAuthStatus,
  PreviewPanelEvent,
  PreviewSelection,
} from './preview.machine';
import { checkAuthAnswer, statusAnswer, testsAnswer } from './preview.answers';
import { hasPreviewAuthCookie } from './preview.cookies';

export interface PreviewActorsOptions {
  /** When given, checkauth is asked only if a staff or cobra auth cookie exists. */
  cookies?: CookiePort;
  /** Where an invalid preview date is reported (spec section 5). */
  logger?: LoggerPort;
}

/** Asks checkauth (the machine's first call; a server rendering a staff member's page asks it too, with their cookies). */
export async function checkPreviewAuth(client: ServiceClient, signal?: AbortSignal): Promise<PreviewAuth> {
  const { data } = await client.GET('/service/preview/api/auth/checkauth', { signal });
  return checkAuthAnswer(data);
}

/** Actors (and the one host action) wiring the preview machine to the service: `previewPanelMachine.provide(createPreviewActors(client))`. */
export function createPreviewActors(client: ServiceClient, options: PreviewActorsOptions = {}) {
  return {
    actors: {
      checkAuth: fromPromise<PreviewAuth>(async ({ signal }) => {
        if (options.cookies && !hasPreviewAuthCookie(options.cookies)) return { status: 'UNAUTHORIZED' };
        return checkPreviewAuth(client, signal);
      }),
      fetchTests: fromPromise<PreviewAbTest[], { dateTime?: string }>(async ({ input, signal }) => {
        const { data } = await client.GET('/service/abtestfrontend/api/v1/gettestsat', {
          params: { query: input.dateTime ? { time: input.dateTime } : {} },
          signal,
        });
        return testsAnswer(data);
      }),
      applyPreview: fromPromise<PreviewAuthStatus | string, PreviewSelection>(async ({ input, signal }) => {
        const query: { test?: string; group?: string; dateTime?: string } = {};
        if (input.test) query.test = input.test;
        if (input.group) query.group = input.group;
        if (input.dateTime) query.dateTime = input.dateTime;
        const { data } = await client.GET('/service/preview/api/token', { params: { query }, signal });
        return statusAnswer(data);
      }),
      logout: fromPromise<void>(async () => {
        await client.GET('/service/preview/api/auth/logout');
      }),
      renewPreviewAuth: fromPromise<void>(async () => {
        await client.GET('/service/preview/api/auth/login/renew');
      }),
      getAssignment: fromPromise<void>(async () => {
        await client.GET('/service/abtestfrontend/api/v1/getassignment');
      }),
    },
    actions: {
      reportInvalidDate: ({ event }: { event: PreviewPanelEvent }) => {
        if (event.type === 'DATE_CHANGED')
          options.logger?.error('Preview date must be YYYY-MM-DD; the current time is used instead.', {
            date: event.date,
          });
        if (event.type === 'TIME_CHANGED')
          options.logger?.error('Preview time must be HH:MM; the start of the day is used instead.', {
            time: event.time,
          });
      },
    },
  };
}
