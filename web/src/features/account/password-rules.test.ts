import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-rules.ts';

describe('password form rules', () => {
  it('is not ready while current or new password is empty', () => {
    expect(passwordProblem('', 'abcdef', 'abcdef')).toBe('');
    expect(passwordProblem('old', '', '')).toBe('');
  });
  it('needs matching passwords of 6+ characters', () => {
    expect(passwordProblem('old', 'abcdef', 'abcdeg')).toBe('Новые пароли не совпадают');
    expect(passwordProblem('old', 'abc', 'abc')).toBe('Новый пароль должен содержать минимум 6 символов');
    expect(passwordProblem('old', 'abcdef', 'abcdef')).toBeNull();
  });
});
