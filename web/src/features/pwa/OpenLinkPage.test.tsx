import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Where } from '../../test/where.tsx';
import { OpenLinkPage } from './OpenLinkPage.tsx';

const open = (query: string) => {
  render(
    <MemoryRouter initialEntries={[`/open${query}`]}>
      <Routes>
        <Route path="/open" element={<OpenLinkPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByTestId('where').textContent;
};

const G = '6f1c2b7e-8a6d-4d2b-9d4e-2f1a3b4c5d6e';
const P = '1a2b3c4d-1111-4222-8333-444455556666';

describe('/open: where a tapped push leads (issue 35 §3)', () => {
  it.each([
    [`?kind=chat_group&id=${G}`, `/family/chat?group=${G}`],
    [`?kind=post&id=${P}&type=comment`, `/family/posts/${P}`],
    [`?kind=comment&id=${G}&post_id=${P}&type=comment`, `/family/posts/${P}#comment-${G}`],
    [`?kind=invitations&id=${G}&type=invitation`, '/family/family-invitations'],
    [`?kind=nothing-known&id=${G}`, '/'],
    ['', '/'],
  ])('%s → %s', (query, want) => {
    expect(open(query)).toBe(want);
  });
});
