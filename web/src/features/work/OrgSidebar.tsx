import './texts.ts';
import { DEPARTMENT_COLORS, type Department } from '@krug/contract/org-feed';
import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { buttonClass, Field, SelectField } from '../../ui/Field.tsx';
import { sheetClass } from '../../ui/sheet.ts';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { Announcements } from './Announcements.tsx';
import { useDepartments, useMembers, useOrganization } from './api.ts';
import { deleteDepartment, saveDepartment } from './org-api.ts';

/** Right column of an organization: department navigator (real counts and activity) and announcements. */
export function OrgSidebar() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const org = useOrganization(id);
  if (!id || !org.data?.user_role) return null;
  return (
    <>
      <Departments orgId={id} admin={org.data.user_is_admin} />
      <Announcements orgId={id} admin={org.data.user_is_admin} />
    </>
  );
}

function Departments({ orgId, admin }: { orgId: string; admin: boolean }) {
  const { t } = useTranslation('work');
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState(false);
  const list = useDepartments(orgId);
  const selected = params.get('department');
  const pick = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('department', id);
        else p.delete('department');
        return p;
      },
      { replace: true },
    );
  return (
    <section aria-labelledby="dept-nav" className="rounded-2xl bg-surface p-4 shadow-sm ring-1 ring-line">
      <h2 id="dept-nav" className="mb-2 text-sm font-semibold">
        {t('work.departments.title')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        <li>
          <button
            type="button"
            aria-pressed={!selected}
            onClick={() => pick(null)}
            className={`w-full rounded-lg px-2 py-1 text-left ${!selected ? 'bg-work-soft font-medium' : 'hover:bg-surface-muted'}`}
          >
            {t('work.departments.all')}
          </button>
        </li>
        {(list.data ?? []).map((d) => (
          <li key={d.id}>
            <button
              type="button"
              aria-pressed={selected === d.id}
              onClick={() => pick(d.id)}
              className={`flex w-full flex-col rounded-lg px-2 py-1 text-left ${selected === d.id ? 'bg-work-soft' : 'hover:bg-surface-muted'}`}
            >
              <span className="flex items-center gap-2 font-medium">
                <span
                  aria-hidden="true"
                  className="h-2.5 w-2.5 rounded-full"
                  style={{ backgroundColor: d.color }}
                />
                {d.name}
              </span>
              <span className="text-xs text-fg-faint">
                {t('work.departments.stats', {
                  members: d.member_count,
                  posts: d.post_count,
                  announcements: d.announcement_count,
                  activity: d.activity,
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {admin ? (
        <button
          type="button"
          className={buttonClass('ghost', 'mt-2 px-2 py-1 text-xs')}
          onClick={() => setManaging(true)}
        >
          {t('work.departments.manage')}
        </button>
      ) : null}
      {managing ? (
        <DepartmentManager orgId={orgId} departments={list.data ?? []} onClose={() => setManaging(false)} />
      ) : null}
    </section>
  );
}

function DepartmentManager({
  orgId,
  departments,
  onClose,
}: {
  orgId: string;
  departments: Department[];
  onClose(): void;
}) {
  const { t } = useTranslation('work');
  const queryClient = useQueryClient();
  const members = useMembers(orgId);
  const empty = { id: '', name: '', description: '', color: DEPARTMENT_COLORS[0] as string, head_id: '' };
  const [v, setV] = useState(empty);
  const [nameMissing, setNameMissing] = useState(false);
  const [ask, confirmDialog] = useConfirm();
  // A rename reaches the members too, so their lists are refreshed with the departments.
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['work'] });
  const save = async () => {
    setNameMissing(!v.name.trim());
    if (!v.name.trim()) return;
    try {
      const body = {
        name: v.name,
        description: v.description,
        color: DEPARTMENT_COLORS.find((c) => c === v.color),
        head_id: v.head_id || null,
      };
      await saveDepartment(orgId, v.id || null, body);
      notify({ type: 'success', message: v.id ? 'Отдел обновлен!' : 'Отдел создан!' });
      setV(empty);
      await refresh();
    } catch (err) {
      notify({
        type: 'error',
        message: errorText(err, v.id ? 'Ошибка при обновлении отдела' : 'Ошибка при создании отдела'),
      });
    }
  };
  return (
    <Dialog.Root open onOpenChange={(o) => (o ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content aria-describedby={undefined} className={sheetClass('lg', 'flex flex-col gap-3 p-6')}>
          <Dialog.Title className="text-lg font-semibold">{t('work.departments.manage')}</Dialog.Title>
          <ul className="flex flex-col gap-1 text-sm">
            {departments.map((d) => (
              <li
                key={d.id}
                className="flex items-center justify-between rounded-lg bg-surface-sunken px-2 py-1"
              >
                <span className="flex items-center gap-2">
                  <span
                    aria-hidden="true"
                    className="h-2.5 w-2.5 rounded-full"
                    style={{ backgroundColor: d.color }}
                  />
                  {d.name}
                </span>
                <span className="flex gap-2">
                  {d.can_edit ? (
                    <button
                      type="button"
                      className="text-xs underline"
                      onClick={() =>
                        setV({
                          id: d.id,
                          name: d.name,
                          description: d.description ?? '',
                          color: d.color,
                          head_id: d.head_id ?? '',
                        })
                      }
                    >
                      {t('work.edit')}
                    </button>
                  ) : null}
                  {d.can_delete ? (
                    <button
                      type="button"
                      className="text-xs text-danger-fg underline"
                      onClick={async () => {
                        const ok = await ask({
                          title: t('work.orgFeedTexts.deleteDepartment'),
                          description: d.name,
                          confirmLabel: t('ui.delete'),
                          destructive: true,
                        });
                        if (!ok) return;
                        try {
                          await deleteDepartment(orgId, d.id);
                          notify({ type: 'success', message: 'Отдел удален' });
                          await refresh();
                        } catch (err) {
                          // A department with members is kept: the server says to move them first.
                          notify({ type: 'error', message: errorText(err, 'Ошибка при удалении отдела') });
                        }
                      }}
                    >
                      {t('work.remove')}
                    </button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
          <Field
            label={t('work.departments.name')}
            value={v.name}
            error={nameMissing ? t('work.orgFeedTexts.departmentName') : undefined}
            onChange={(e) => setV({ ...v, name: e.target.value })}
          />
          <Field
            label={t('work.fields.description')}
            value={v.description}
            onChange={(e) => setV({ ...v, description: e.target.value })}
          />
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-sm font-medium">{t('work.departments.color')}</legend>
            {DEPARTMENT_COLORS.map((c) => (
              <label key={c} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="dept-color"
                  value={c}
                  checked={v.color === c}
                  onChange={() => setV({ ...v, color: c })}
                />
                <span aria-hidden="true" className="h-4 w-4 rounded-full" style={{ backgroundColor: c }} />
                <span className="sr-only">{c}</span>
              </label>
            ))}
          </fieldset>
          <SelectField
            label={t('work.departments.head')}
            value={v.head_id}
            onChange={(e) => setV({ ...v, head_id: e.target.value })}
          >
            <option value="">—</option>
            {(members.data?.members ?? []).map((m) => (
              <option key={m.user_id} value={m.user_id}>
                {m.user_first_name} {m.user_last_name}
              </option>
            ))}
          </SelectField>
          <div className="flex justify-end gap-2">
            <Dialog.Close className={buttonClass('secondary')}>{t('work.close')}</Dialog.Close>
            <button type="button" className={buttonClass('primary')} onClick={save}>
              {v.id ? t('work.save') : t('work.departments.create')}
            </button>
          </div>
          {confirmDialog}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
