/**
 * What the reference service deletes by itself, and when (D60). An unconfirmed sign-up request goes when its link
 * expires instead: the market table's `confirmationLinkDays`.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;

export const RETENTION = {
  /**
   * A withdrawn subscription (its request with the names, its consent events and its mails): 3 years after the
   * withdrawal. Until then it proves the consent the mails were sent under and its withdrawal (GDPR Art. 7(1),
   * 17(3)(e)); 3 years is the regular limitation period for claims over those mails (§ 195 BGB).
   */
  withdrawnSubscriptionDays: 3 * 365,
  /** The keyed hash of an erased address: 3 years after the erasure, or at once when the address confirms anew. */
  erasedAddressDays: 3 * 365,
  /** A line of the erasure log (no address in it): 3 years, to show an erasure was done when it was asked for. */
  erasureLogDays: 3 * 365,
  /** Abuse counters (client addresses in their buckets): a day after their window started. */
  rateCounterDays: 1,
} as const;
