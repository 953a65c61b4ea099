export {
  createServiceClient,
  newsletterAccess,
  isServiceError,
  ServiceError,
  CSRF_HEADER,
  CSRF_COOKIES,
  CSRF_TOKEN_PATH,
  DEFAULT_TIMEOUT_MS,
} from './client';
export { createServiceCalls, type ServiceCalls } from './calls';
export type {
  CsrfOptions,
  NewsletterAccess,
  ServiceClient,
  ServiceClientOptions,
  ServiceHeaders,
  ServiceErrorReason,
  ServiceTimer,
} from './client';
export type { paths, components, operations } from './schema';

import type { components } from './schema';

type Schemas = components['schemas'];
/** Named shapes of the contract, generated from service.yaml. */
export type Problem = Schemas['Problem'];
export type Market = Schemas['Market'];
export type Salutation = Schemas['Salutation'];
export type Consent = Schemas['Consent'];
export type Legal = Schemas['Legal'];
export type Origin = Schemas['Origin'];
export type Category = Schemas['Category'];
export type NlStatus = Schemas['NlStatus'];
export type AuthStatus = Schemas['AuthStatus'];
export type SubscriptionRequest = Schemas['SubscriptionRequest'];
export type SubscriptionAccepted = Schemas['SubscriptionAccepted'];
export type Subscriber = Schemas['Subscriber'];
export type SubscriberUpdate = Schemas['SubscriberUpdate'];
export type DoiResult = Schemas['DoiResult'];
export type CustomerBaseData = Schemas['CustomerBaseData'];
export type PromotionResponse = Schemas['PromotionResponse'];
export type Psdata = Schemas['Psdata'];
export type AbTest = Schemas['AbTest'];
export type AbTestGroup = Schemas['AbTestGroup'];
export type AbTestAssignment = Schemas['AbTestAssignment'];
export type AuthStatusResponse = Schemas['AuthStatusResponse'];
export type CheckAuthResponse = Schemas['CheckAuthResponse'];
export type PreviewSelection = Schemas['PreviewSelection'];
export type LoginRequest = Schemas['LoginRequest'];
export type LoginTokenPayload = Schemas['LoginTokenPayload'];
export type LoginTokenTimes = Schemas['LoginTokenTimes'];
