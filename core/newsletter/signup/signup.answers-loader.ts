// The answers' guards load with the first answer, not with the form (D77); the standalone file has them inline (D150).
export const loadSignupAnswers = () => import('./signup.answers');
