import { COMMENT_INDENT_PX } from '@krug/contract/limits';
import type { CommentNode } from '@krug/contract/posts';
import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../lib/api.ts';
import { Avatar } from '../../ui/Avatar.tsx';
import { RelativeTime } from '../../ui/RelativeTime.tsx';
import { notify } from '../../ui/toast.ts';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { personPath } from '../people/person-path.ts';
import { HiddenNotice } from '../reports/HiddenNotice.tsx';
import { registerReportsTexts } from '../reports/texts.ts';
import { useReport } from '../reports/use-report.tsx';
import { usePostMutations } from './api.ts';
import { CollapsibleText } from './CollapsibleText.tsx';
import { useSendComment } from './PendingComments.tsx';
import { commentAnchor } from './post-path.ts';

type Mode = { kind: 'reply' | 'edit'; id: string } | null;

/**
 * What a thread's comments can do: the wall's (likes, edits, reports) by default; an organization
 * post's thread (issue 32 item 12) passes its own, without the ones it has not.
 */
export interface CommentActions {
  /** `replyTo` names the comment's author (the pending reply's label). */
  reply(content: string, parentId: string, replyTo: string): Promise<unknown>;
  replyPending: boolean;
  remove(id: string): void;
  mayDelete(node: CommentNode): boolean;
  like?: ((id: string) => void) | undefined;
  edit?: { save(id: string, content: string): Promise<unknown>; pending: boolean } | undefined;
  /** Comments other people wrote offer «Пожаловаться». */
  reportable: boolean;
}

/** A wall post's comment actions: like, edit one's own, delete one's own or on one's post, report. */
function useWallCommentActions(postId: string, postAuthorId: string): CommentActions {
  const m = usePostMutations(postId);
  const me = useUser();
  const sendComment = useSendComment();
  return {
    // Through the outbox (PendingComments): the box closes, the reply waits there if offline.
    reply: async (content, parentId, replyTo) => sendComment({ postId, content, parentId, replyTo }),
    replyPending: false,
    remove: (id) => m.deleteComment.mutate(id),
    mayDelete: (node) => node.author.id === me.id || postAuthorId === me.id,
    like: (id) => m.likeComment.mutate(id),
    edit: {
      save: (id, content) => m.editComment.mutateAsync({ id, content }),
      pending: m.editComment.isPending,
    },
    reportable: true,
  };
}

/**
 * Levels that indent (20 px each); deeper replies line up with the third level, so a chain of
 * COMMENT_MAX_DEPTH replies stays readable on a 390 px phone.
 */
export const INDENT_LEVELS = 3;

/** Comments nested to any depth; one reply or edit box at a time (spec 01 §4). */
export function CommentTree({
  postId,
  postAuthorId,
  comments,
  actions,
}: {
  postId: string;
  postAuthorId: string;
  comments: CommentNode[];
  actions?: CommentActions | undefined;
}) {
  const [mode, setMode] = useState<Mode>(null);
  const wall = useWallCommentActions(postId, postAuthorId);
  return (
    <ul className="flex flex-col gap-3">
      {comments.map((c) => (
        <CommentItem key={c.id} node={c} depth={0} actions={actions ?? wall} mode={mode} setMode={setMode} />
      ))}
    </ul>
  );
}

registerReportsTexts();

const actionClass = 'tap inline-flex items-center rounded font-medium hover:text-fg-subtle hover:underline';

function CommentItem(props: {
  node: CommentNode;
  depth: number;
  actions: CommentActions;
  mode: Mode;
  setMode(m: Mode): void;
}) {
  const { node, depth, mode, setMode, actions: a } = props;
  const { t } = useTranslation('posts');
  const me = useUser();
  const [ask, confirmDialog] = useConfirm();
  const { t: tReports } = useTranslation('reports');
  const [report, reportDialog] = useReport();
  const editing = mode?.kind === 'edit' && mode.id === node.id;
  const replying = mode?.kind === 'reply' && mode.id === node.id;
  const mine = node.author.id === me.id;
  const name = `${node.author.first_name} ${node.author.last_name}`;
  const authorPage = personPath(useParams().module ?? 'family', node.author.id);
  const replyButton = useRef<HTMLButtonElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // A closed box hands the focus back to the button that opened it.
  const close = () => {
    const back = editing ? editButton : replyButton;
    setMode(null);
    setTimeout(() => back.current?.focus({ preventScroll: true }));
  };
  return (
    <li
      id={commentAnchor(node.id)}
      tabIndex={-1}
      className="scroll-mt-24 rounded-lg outline-none transition-colors duration-700 data-[target=true]:bg-primary-soft"
      style={{ marginLeft: depth > 0 && depth <= INDENT_LEVELS ? COMMENT_INDENT_PX : 0 }}
    >
      <div className="flex gap-2">
        <Link to={authorPage} tabIndex={-1} aria-hidden="true" className="shrink-0">
          <Avatar src={node.author.profile_picture} name={name} size={depth > 0 ? 'xs' : 'sm'} decorative />
        </Link>
        <div className="min-w-0 flex-1">
          {editing ? (
            <CommentForm
              id={`edit-${node.id}`}
              label={t('postsCard.editLabel')}
              initial={node.content}
              submitLabel={t('posts.save')}
              pending={a.edit?.pending ?? false}
              onSubmit={(content) => a.edit?.save(node.id, content) ?? Promise.resolve()}
              onClose={close}
            />
          ) : (
            <div className="w-fit max-w-full rounded-2xl bg-surface-sunken px-3 py-1.5 text-sm">
              <p className="font-medium">
                <Link to={authorPage} className="hover:underline">
                  {name}
                </Link>
              </p>
              <CollapsibleText text={node.content} />
            </div>
          )}
          <HiddenNotice moderation={node.moderation} kind="comment" className="mt-1" />
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 px-3 text-xs text-fg-faint">
            <RelativeTime value={node.created_at} />
            {node.is_edited ? <span>{t('posts.edited')}</span> : null}
            {a.like ? (
              <button
                type="button"
                className="tap inline-flex items-center gap-1 font-medium hover:text-fg-subtle"
                aria-pressed={node.user_liked}
                onClick={() => a.like?.(node.id)}
              >
                <Heart
                  aria-hidden="true"
                  className={`h-3.5 w-3.5 ${node.user_liked ? 'fill-red-500 text-red-500' : ''}`}
                />
                {node.likes_count > 0 ? node.likes_count : null}
                <span className="sr-only">{t('posts.like')}</span>
              </button>
            ) : null}
            <button
              ref={replyButton}
              type="button"
              className={actionClass}
              aria-expanded={replying}
              onClick={() => setMode(replying ? null : { kind: 'reply', id: node.id })}
            >
              {t('posts.reply')}
            </button>
            {mine && a.edit && !editing ? (
              <button
                ref={editButton}
                type="button"
                className={actionClass}
                onClick={() => setMode({ kind: 'edit', id: node.id })}
              >
                {t('posts.edit')}
              </button>
            ) : null}
            {a.mayDelete(node) ? (
              <button
                type="button"
                className={actionClass}
                onClick={async () => {
                  const ok = await ask({
                    title: t('posts.deleteCommentConfirm'),
                    description: t('ui.irreversible'),
                    confirmLabel: t('ui.delete'),
                    destructive: true,
                  });
                  if (ok) a.remove(node.id);
                }}
              >
                {t('posts.delete')}
              </button>
            ) : null}
            {!mine && a.reportable ? (
              <button
                type="button"
                className={actionClass}
                onClick={() => report({ type: 'comment', id: node.id })}
              >
                {tReports('action')}
              </button>
            ) : null}
            {confirmDialog}
            {reportDialog}
          </div>
          {replying ? (
            // The reply box opens under the actions, where the reply will appear.
            <div className="mt-2 flex gap-2">
              <Avatar
                src={me.profile_picture}
                name={`${me.first_name} ${me.last_name}`}
                size="xs"
                decorative
              />
              <CommentForm
                id={`reply-${node.id}`}
                label={t('postsCard.replyLabel')}
                placeholder={t('postsCard.replyTo', { name })}
                initial=""
                submitLabel={t('posts.send')}
                pending={a.replyPending}
                onSubmit={(content) => a.reply(content, node.id, name)}
                onClose={close}
              />
            </div>
          ) : null}
        </div>
      </div>
      {node.replies.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-3">
          {node.replies.map((r) => (
            <CommentItem key={r.id} {...props} node={r} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * A reply or edit box: focused on open with the caret at the end; Enter sends (Shift+Enter is a new
 * line), Esc or «Отмена» closes it and leaves the comment as it was.
 */
function CommentForm(props: {
  id: string;
  label: string;
  placeholder?: string;
  initial: string;
  submitLabel: string;
  pending: boolean;
  onSubmit(content: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation('posts');
  const [draft, setDraft] = useState(props.initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const submit = async () => {
    const content = draft.trim();
    if (!content || props.pending) return;
    try {
      await props.onSubmit(content);
      props.onClose();
    } catch (err) {
      notify({ type: 'error', message: errorText(err, t('posts.unknownError')) });
    }
  };
  return (
    <form
      className="min-w-0 flex-1"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="sr-only" htmlFor={props.id}>
        {props.label}
      </label>
      <textarea
        ref={ref}
        id={props.id}
        value={draft}
        rows={Math.min(6, Math.max(2, draft.split('\n').length))}
        placeholder={props.placeholder}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            props.onClose();
          } else if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
        className="block w-full resize-none rounded-xl border border-line-strong bg-surface px-3 py-2 text-sm"
      />
      <div className="mt-1.5 flex justify-end gap-2 text-sm">
        <button
          type="button"
          onClick={props.onClose}
          className="rounded-lg px-3 py-1 font-medium text-fg-subtle hover:bg-surface-muted"
        >
          {t('postsCard.cancel')}
        </button>
        <button
          type="submit"
          disabled={!draft.trim() || props.pending}
          className="rounded-lg bg-primary px-3 py-1 font-medium text-white hover:bg-primary-hover disabled:opacity-60"
        >
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
