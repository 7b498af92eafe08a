import { describe, expect, it } from 'vitest';
import { RegisterBody } from './auth.ts';
import { OnboardingBody, PRIVACY_DEFAULTS } from './onboarding.ts';

const valid = { email: ' Anna@Example.com ', password: 'secret1', first_name: 'Анна', last_name: 'Иванова' };

function firstMessage(input: unknown): string | undefined {
  const r = RegisterBody.safeParse(input);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe('registration rules (spec §5)', () => {
  it('accepts a valid form and normalises the email', () => {
    const r = RegisterBody.parse(valid);
    expect(r.email).toBe('anna@example.com');
    expect(r.middle_name).toBeNull();
  });
  it.each([
    [{ ...valid, first_name: '  ' }, 'Имя обязательно'],
    [{ ...valid, last_name: '' }, 'Фамилия обязательна'],
    [{ ...valid, email: 'not-an-email' }, 'Некорректный email'],
    [{ ...valid, email: '' }, 'Укажите электронную почту'],
    [{ ...valid, password: '12345' }, 'Минимум 6 символов'],
    [{ ...valid, password: '' }, 'Пароль обязателен'],
  ])('rejects %o with "%s"', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });
});

describe('onboarding payload', () => {
  it('fills privacy defaults and turns empty strings into null', () => {
    const r = OnboardingBody.parse({ work_place: '  ', university: 'МГУ', university_role: 'STUDENT' });
    expect(r.work_place).toBeNull();
    expect(r.university).toBe('МГУ');
    expect(r.privacy_settings).toEqual(PRIVACY_DEFAULTS);
    expect(PRIVACY_DEFAULTS.location_sharing_enabled).toBe(false);
  });
  it('rejects an unknown role', () => {
    expect(OnboardingBody.safeParse({ school: 'Школа 5', school_role: 'JANITOR' }).success).toBe(false);
  });
});
