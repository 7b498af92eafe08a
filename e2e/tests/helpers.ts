import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A fresh person for one journey: unique email per run. */
export function newPerson(firstName = 'Анна', lastName = 'Иванова') {
  counter += 1;
  return {
    firstName,
    lastName,
    email: `user${Date.now()}${counter}@example.com`,
    password: 'secret123',
  };
}

/** Registers through the real form and waits until the app leaves the form. */
export async function registerThroughForm(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/register');
  await page.getByLabel('Имя', { exact: true }).fill(person.firstName);
  await page.getByLabel('Фамилия', { exact: true }).fill(person.lastName);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Пароль', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page).not.toHaveURL(/\/register$/);
}
