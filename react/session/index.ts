export { useLoginSession, type UseLoginSessionOptions, type LoginSessionState } from './useLoginSession';
export { SessionExpiredNotice, type SessionExpiredNoticeProps } from './SessionExpiredNotice';
