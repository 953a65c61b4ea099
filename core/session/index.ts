export {
  decodeLoginToken,
  loginTokenStanding,
  readLoginTokenCookie,
  renewalOutcome,
  loginOutcome,
  renewalRetryDelay,
  isAppPlatform,
  RENEWAL_BACKOFF,
  type LoginTokenClaims,
  type LoginTokenStanding,
  type RenewalOutcome,
  type LoginOutcome,
} from './session.rules';
export {
  loginSessionMachine,
  SESSION_TIMING,
  type LoginSessionContext,
  type LoginSessionEvent,
  type LoginSessionEmitted,
  type LoginSessionInput,
  type LoginTokenReading,
  type LoginTokenReadInput,
} from './session.machine';
export {
  loginSessionInput,
  connectLoginSession,
  DISMISS_EXPIRED_NOTICE,
  INITIAL_LOGIN_SESSION_VIEW,
  type LoginSessionStatus,
  type LoginSessionView,
} from './session.connect';
export {
  createSessionActors,
  sessionCallsFromClient,
  loginCall,
  RENEWAL_LOCK_NAME,
  type SessionCalls,
  type SessionActorsOptions,
} from './session.actors';
export {
  SESSION_TEXTS,
  SESSION_TEXT_KEYS,
  createSessionTexts,
  type SessionTextKey,
  type SessionCatalogues,
} from './session.texts';
