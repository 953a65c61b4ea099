export { useLoginSession, type UseLoginSessionOptions, type LoginSessionState } from './useLoginSession';
