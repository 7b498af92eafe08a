// The instance's roles alone, so the shell's user menu loads none of the admin texts.
// Re-exported by admin-texts.ts.

/** Who runs the instance: its `owner` (the first account), the `admin`s the owner names, and everyone else. */
export const INSTANCE_ROLES = ['owner', 'admin', 'user'] as const;
export type InstanceRole = (typeof INSTANCE_ROLES)[number];

/** Whether a role may open the «Администрирование» area (every `/api/admin/...` call). */
export const isInstanceAdmin = (role: InstanceRole | null | undefined) =>
  role === 'owner' || role === 'admin';
