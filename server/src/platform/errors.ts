/** Typed errors thrown by services; one handler turns them into {detail} with a status (CONTRACT.md §2). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** The body field the error is about, as a dotted path (`email`, `address.city`): answered as `field`. */
    readonly field?: string,
  ) {
    super(detail);
  }
}

export class Invalid extends HttpError {
  constructor(detail: string, field?: string) {
    super(422, detail, field);
  }
}
export class Unauthorized extends HttpError {
  constructor(detail = 'Требуется вход в систему') {
    super(401, detail);
  }
}
export class Forbidden extends HttpError {
  constructor(detail = 'Недостаточно прав для этого действия') {
    super(403, detail);
  }
}
export class NotFound extends HttpError {
  constructor(detail = 'Ресурс не найден') {
    super(404, detail);
  }
}
export class Conflict extends HttpError {
  constructor(detail: string, field?: string) {
    super(409, detail, field);
  }
}
export class TooLarge extends HttpError {
  constructor(detail = 'Слишком большой запрос') {
    super(413, detail);
  }
}
export class UnsupportedType extends HttpError {
  constructor(detail = 'Неподдерживаемый тип файла') {
    super(415, detail);
  }
}
export class TooManyRequests extends HttpError {
  constructor(detail = TOO_MANY_ATTEMPTS) {
    super(429, detail);
  }
}

export const TOO_MANY_ATTEMPTS = 'Слишком много попыток. Попробуйте позже.';
export const INTERNAL_ERROR = 'Внутренняя ошибка сервера. Попробуйте позже.';
