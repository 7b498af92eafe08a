import type { FullConfig } from '@playwright/test';
import { INSTANCE_OWNER } from './instance-owner.ts';

/** Runs after the web server is up: registers the instance's owner, the run's first account. */
export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL ?? `http://127.0.0.1:${process.env.E2E_PORT ?? 8181}`;
  if (!baseURL) throw new Error('no baseURL');
  const res = await fetch(new URL('/api/auth/register', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: INSTANCE_OWNER.email,
      password: INSTANCE_OWNER.password,
      first_name: INSTANCE_OWNER.firstName,
      last_name: INSTANCE_OWNER.lastName,
    }),
  });
  const body = (await res.json()) as { user?: { instance_role?: string } };
  if (res.status !== 201 || body.user?.instance_role !== 'owner')
    throw new Error(`the instance owner was not registered first: ${res.status} ${JSON.stringify(body)}`);
}
