import { Code, GenericMessage } from '@boguan/contracts/envelope';

/**
 * The one error type services throw. `userMessage` (Chinese) reaches the client;
 * `internal` (English) only reaches the log.
 */
export class AppError extends Error {
  constructor(
    readonly code: Code,
    readonly userMessage: string,
    readonly internal?: string,
    readonly data: unknown = null,
    /** Headers the answer carries (e.g. Retry-After of a rate limit). */
    readonly headers?: Record<string, string>,
  ) {
    super(internal ?? userMessage);
    this.name = 'AppError';
  }

  static bad(userMessage: string, internal?: string): AppError {
    return new AppError(Code.error, userMessage, internal);
  }

  static notLoggedIn(): AppError {
    return new AppError(Code.notLoggedIn, GenericMessage.notLoggedIn);
  }

  static noPermission(userMessage: string = GenericMessage.noPermission): AppError {
    return new AppError(Code.noPermission, userMessage);
  }

  static quotaUsedUp(userMessage: string = GenericMessage.quotaUsedUp): AppError {
    return new AppError(Code.quotaUsedUp, userMessage);
  }
}
