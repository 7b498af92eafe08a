import { COMMENT_INDENT_PX } from '@krug/contract/limits';
import type { CommentNode } from '@krug/contract/posts';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../ui/Avatar.tsx';
import { useConfirm } from '../../ui/use-confirm.tsx';
import { useUser } from '../auth/session.tsx';
import { usePostMutations } from './api.ts';

type Mode = { kind: 'reply' | 'edit'; id: string } | null;

/** Comments nested to any depth, indented 20 px per level; one reply or edit box at a time. */
export function CommentTree({
  postId,
  postAuthorId,
  comments,
}: {
  postId: string;
  postAuthorId: string;
  comments: CommentNode[];
}) {
  const [mode, setMode] = useState<Mode>(null);
  return (
    <ul className="flex flex-col gap-2">
      {comments.map((c) => (
        <CommentItem
          key={c.id}
          node={c}
          depth={0}
          postId={postId}
          postAuthorId={postAuthorId}
          mode={mode}
          setMode={setMode}
        />
      ))}
    </ul>
  );
}

function CommentItem(props: {
  node: CommentNode;
  depth: number;
  postId: string;
  postAuthorId: string;
  mode: Mode;
  setMode(m: Mode): void;
}) {
  const { node, depth, mode, setMode } = props;
  const { t } = useTranslation();
  const me = useUser();
  const m = usePostMutations(props.postId);
  const [ask, confirmDialog] = useConfirm();
  const [draft, setDraft] = useState('');
  const editing = mode?.kind === 'edit' && mode.id === node.id;
  const replying = mode?.kind === 'reply' && mode.id === node.id;
  const mine = node.author.id === me.id;
  const submit = async () => {
    const content = draft.trim();
    if (!content) return;
    if (editing) await m.editComment.mutateAsync({ id: node.id, content });
    else await m.comment.mutateAsync({ content, parent_comment_id: node.id });
    setDraft('');
    setMode(null);
  };
  return (
    <li style={{ marginLeft: depth > 0 ? COMMENT_INDENT_PX : 0 }}>
      <div className="flex gap-2">
        <Avatar
          src={node.author.profile_picture}
          name={`${node.author.first_name} ${node.author.last_name}`}
          size="sm"
          decorative
        />
        <div className="min-w-0 flex-1 rounded-xl bg-surface-sunken px-3 py-2 text-sm">
          <p className="font-medium">
            {node.author.first_name} {node.author.last_name}{' '}
            {node.is_edited ? <span className="font-normal text-fg-faint">{t('posts.edited')}</span> : null}
          </p>
          {editing ? null : <p className="whitespace-pre-wrap">{node.content}</p>}
          {editing || replying ? (
            <form
              className="mt-2 flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                void submit();
              }}
            >
              <label className="sr-only" htmlFor={`c-${node.id}`}>
                {t('posts.commentLabel')}
              </label>
              <input
                id={`c-${node.id}`}
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                className="flex-1 rounded-lg border border-line-strong px-2 py-1"
              />
              <button type="submit" className="text-primary-fg" disabled={!draft.trim()}>
                {editing ? t('posts.save') : t('posts.send')}
              </button>
            </form>
          ) : null}
          <div className="mt-1 flex gap-3 text-xs text-fg-faint">
            <button
              type="button"
              className="inline-flex items-center gap-1"
              aria-pressed={node.user_liked}
              onClick={() => m.likeComment.mutate(node.id)}
            >
              <Heart
                aria-hidden="true"
                className={`h-3 w-3 ${node.user_liked ? 'fill-red-500 text-red-500' : ''}`}
              />
              {node.likes_count}
              <span className="sr-only">{t('posts.like')}</span>
            </button>
            <button
              type="button"
              onClick={() => {
                setMode(replying ? null : { kind: 'reply', id: node.id });
                setDraft('');
              }}
            >
              {t('posts.reply')}
            </button>
            {mine ? (
              <button
                type="button"
                onClick={() => {
                  setMode(editing ? null : { kind: 'edit', id: node.id });
                  setDraft(node.content);
                }}
              >
                {t('posts.edit')}
              </button>
            ) : null}
            {mine || props.postAuthorId === me.id ? (
              <button
                type="button"
                onClick={async () => {
                  const ok = await ask({
                    title: t('posts.deleteCommentConfirm'),
                    description: t('ui.irreversible'),
                    confirmLabel: t('ui.delete'),
                    destructive: true,
                  });
                  if (ok) m.deleteComment.mutate(node.id);
                }}
              >
                {t('posts.delete')}
              </button>
            ) : null}
            {confirmDialog}
          </div>
        </div>
      </div>
      {node.replies.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-2">
          {node.replies.map((r) => (
            <CommentItem key={r.id} {...props} node={r} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
