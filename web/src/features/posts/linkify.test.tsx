import { extractHashtags, HASHTAG_PATTERN } from '@krug/contract/search';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Linkify, shownUrl, splitLinks, splitTags, TAG_PATTERN, type TagPart } from './linkify.tsx';

const links = (text: string) =>
  splitLinks(text).filter((p) => typeof p !== 'string') as { text: string; href: string }[];

describe('splitLinks', () => {
  it('links http(s) and www. addresses and keeps the text around them', () => {
    expect(splitLinks('см. https://example.com/a?b=1#c и www.krug.ru/x')).toEqual([
      'см. ',
      { text: 'https://example.com/a?b=1#c', href: 'https://example.com/a?b=1#c' },
      ' и ',
      { text: 'www.krug.ru/x', href: 'https://www.krug.ru/x' },
    ]);
  });

  it('leaves trailing punctuation out of the link', () => {
    expect(links('Смотрите https://example.com.').map((l) => l.text)).toEqual(['https://example.com']);
    expect(links('Вот: https://example.com/путь, и всё!').map((l) => l.text)).toEqual([
      'https://example.com/путь',
    ]);
    expect(links('«https://example.com/a»…').map((l) => l.text)).toEqual(['https://example.com/a']);
    expect(links('http://a.ru?! http://b.ru;').map((l) => l.text)).toEqual(['http://a.ru', 'http://b.ru']);
  });

  it('keeps balanced parentheses and drops a closing one the address did not open', () => {
    expect(links('(см. https://example.com/x)').map((l) => l.text)).toEqual(['https://example.com/x']);
    expect(links('https://ru.wikipedia.org/wiki/Круг_(значения)').map((l) => l.text)).toEqual([
      'https://ru.wikipedia.org/wiki/Круг_(значения)',
    ]);
    expect(links('(https://ru.wikipedia.org/wiki/Круг_(значения)).').map((l) => l.text)).toEqual([
      'https://ru.wikipedia.org/wiki/Круг_(значения)',
    ]);
  });

  it('links Cyrillic domains and paths with a valid encoded href', () => {
    const [l] = links('Сайт: https://пример.рф/страница');
    expect(l?.text).toBe('https://пример.рф/страница');
    expect(l?.href).toBe('https://xn--e1afmkfd.xn--p1ai/%D1%81%D1%82%D1%80%D0%B0%D0%BD%D0%B8%D1%86%D0%B0');
    expect(links('www.пример.рф').map((l) => l.href)).toEqual(['https://www.xn--e1afmkfd.xn--p1ai/']);
  });

  it('never links javascript:, data: or other schemes, nor emails, nor hostless fragments', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox',
      'ftp://files.example.com',
      'пишите на ivan@www.example.com или ivan@example.com',
      'http://',
      'https://localhost',
      'www.',
      'xhttps://example.com',
    ])
      expect(links(text), text).toEqual([]);
    // An http address written inside a javascript: text links only to that web address.
    expect(links("javascript:open('https://evil.example/x')").map((l) => l.href)).toEqual([
      'https://evil.example/x',
    ]);
  });

  it('keeps the whole text when there is nothing to link', () => {
    expect(splitLinks('просто текст')).toEqual(['просто текст']);
    expect(splitLinks('')).toEqual([]);
  });
});

describe('shownUrl', () => {
  it('drops the scheme, decodes escapes and shortens long addresses', () => {
    expect(shownUrl('https://example.com/a')).toBe('example.com/a');
    expect(shownUrl('https://ru.wikipedia.org/wiki/%D0%9A%D1%80%D1%83%D0%B3')).toBe(
      'ru.wikipedia.org/wiki/Круг',
    );
    const long = shownUrl(`https://example.com/${'a'.repeat(100)}`);
    expect(long).toHaveLength(48);
    expect(long.endsWith('…')).toBe(true);
    expect(shownUrl('https://example.com/%E0%A4%A')).toBe('example.com/%E0%A4%A');
  });
});

describe('<Linkify>', () => {
  it('renders safe links as elements, and markup as text', () => {
    render(
      <p>
        <Linkify text={'<b>жирный</b> https://example.com/x, javascript:alert(1)'} />
      </p>,
    );
    const a = screen.getByRole('link', { name: 'example.com/x' });
    expect(a).toHaveAttribute('href', 'https://example.com/x');
    expect(a).toHaveAttribute('target', '_blank');
    expect(a).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>жирный<\/b>/)).toBeInTheDocument();
  });
});

const tagsOf = (text: string) =>
  splitLinks(text)
    .flatMap((p) => (typeof p === 'string' ? splitTags(p) : []))
    .filter((p): p is TagPart => typeof p !== 'string')
    .map((p) => p.tag);

describe('hashtags', () => {
  it('use the contract’s pattern, so what is clickable is what the server indexes', () => {
    expect(TAG_PATTERN.source).toBe(HASHTAG_PATTERN.source);
    expect(TAG_PATTERN.flags).toBe(HASHTAG_PATTERN.flags);
    const samples = [
      'На #дачу и #Дача_2026, #рыбалка!',
      '#начало текста и конец #конец',
      'Цифры #2026 не тег, а #2026год тег',
      'Адрес https://example.com/a#якорь и www.krug.ru/#тег не теги',
      'Кавычка &#39; и &#x27; и a#b и путь/#c не теги',
      '##двойной и (#вскобках) и «#кавычки»',
      `#${'д'.repeat(60)}`,
    ];
    for (const text of samples)
      expect(
        tagsOf(text)
          .map((t) => t.toLowerCase())
          .filter((t, i, all) => all.indexOf(t) === i),
      ).toEqual(extractHashtags(text));
  });

  it('splits Cyrillic tags out of the text and leaves digits-only ones as text', () => {
    expect(splitTags('Поехали на #дачу, #2026!')).toEqual(['Поехали на ', { tag: 'дачу' }, ', #2026!']);
    expect(splitTags('&#39;привет&#39; a#b')).toEqual(['&#39;привет&#39; a#b']);
  });

  it('link to the tag’s search in the current module, lower-case and encoded; addresses keep their #', () => {
    render(
      <MemoryRouter initialEntries={['/news/wall']}>
        <Routes>
          <Route
            path="/:module/wall"
            element={
              <p>
                <Linkify
                  tags
                  text={
                    'Едем на #Дачу <img src=x onerror=alert(1)> https://example.com/#якорь &#39;x&#39; #42'
                  }
                />
              </p>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const tag = screen.getByRole('link', { name: '#Дачу' });
    expect(tag).toHaveAttribute('href', `/news/search?q=${encodeURIComponent('#дачу')}`);
    expect(tag).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: 'example.com/#якорь' })).toHaveAttribute(
      'href',
      'https://example.com/#%D1%8F%D0%BA%D0%BE%D1%80%D1%8C',
    );
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText(/&#39;x&#39; #42/)).toBeInTheDocument();
  });

  it('stay text where tags are not asked for (comments)', () => {
    render(
      <MemoryRouter>
        <p>
          <Linkify text="Едем на #дачу" />
        </p>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });
});
