// The standalone element is one file: the answers' guards are in it, not behind a lazy wrapper (D150).
import { parseBaseData, parseDoiResult } from '../core/newsletter/signup/signup.answers';

export const loadSignupAnswers = async () => ({ parseBaseData, parseDoiResult });
