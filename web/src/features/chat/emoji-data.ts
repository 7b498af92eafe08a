/** One category's emoji, written space-separated to keep the file a readable grid. */
const words = (list: string) => list.split(' ');

/**
 * The composer's emoji (issue 31): a curated set kept here, so the picker works offline and fetches
 * nothing. Each category's key names its heading in the `chatmsg` texts (`emojiCategories`).
 * Only emoji of Unicode 13 or older, which every current phone and desktop draws.
 */
export const EMOJI_CATEGORIES = [
  {
    key: 'smileys',
    emoji: words(
      '😀 😃 😄 😁 😆 😅 😂 🤣 🙂 🙃 😉 😊 😇 🥰 😍 🤩 ' +
        '😘 😗 😚 😋 😛 😜 🤪 😝 🤗 🤭 🤫 🤔 😐 😑 😶 😏 ' +
        '😒 🙄 😬 😌 😔 😪 😴 😷 🤒 🤧 🥵 🥶 🥴 😵 🤯 🥳 ' +
        '😎 🤓 😕 😟 🙁 😮 😲 😳 🥺 😦 😨 😰 😥 😢 😭 😱 ' +
        '😖 😣 😞 😓 😩 😫 😤 😡 😠 🤬',
    ),
  },
  {
    key: 'people',
    emoji: words(
      '👋 🤚 ✋ 🖖 👌 🤏 ✌️ 🤞 🤟 🤘 🤙 👈 👉 👆 👇 ☝️ ' +
        '👍 👎 ✊ 👊 👏 🙌 👐 🤲 🤝 🙏 💪 👀 👶 🧒 👦 👧 ' +
        '👨 👩 🧓 👴 👵 👪 🤷 🙋 🙆 🙅 🤦 💃 🕺',
    ),
  },
  {
    key: 'hearts',
    emoji: words('❤️ 🧡 💛 💚 💙 💜 🤎 🖤 🤍 💔 ❣️ 💕 💞 💓 💗 💖 💘 💝 💋 😻'),
  },
  {
    key: 'nature',
    emoji: words(
      '🐶 🐱 🐭 🐹 🐰 🦊 🐻 🐼 🐨 🐯 🦁 🐮 🐷 🐸 🐵 🐔 ' +
        '🐧 🐦 🦆 🦉 🐝 🦋 🐞 🐢 🐟 🐬 🐳 🌸 🌹 🌻 🌷 🌼 ' +
        '🌱 🌲 🌳 🍀 🍁 🍂 🌈 ☀️ 🌙 ⭐ ⛅ 🌧️ ❄️ ⛄ 🔥 🌊',
    ),
  },
  {
    key: 'food',
    emoji: words(
      '🍎 🍐 🍊 🍋 🍌 🍉 🍇 🍓 🍒 🍑 🥝 🍅 🥑 🥕 🌽 🥔 ' +
        '🍞 🥐 🥞 🧀 🍳 🍗 🍖 🍕 🍔 🍟 🌭 🥗 🍲 🍝 🍣 🥟 ' +
        '🍰 🎂 🧁 🍩 🍪 🍫 🍬 🍯 ☕ 🍵 🥛 🍷 🍺 🥂',
    ),
  },
  {
    key: 'activities',
    emoji: words(
      '⚽ 🏀 🏐 🎾 🏓 🏒 ⛸️ 🎿 🏊 🚴 🎣 🧘 🎯 🎮 🎲 🧩 ' + '🎨 🎭 🎤 🎧 🎸 🎹 🎬 🎉 🎊 🎁 🎈 🎄 🏆 🥇',
    ),
  },
  {
    key: 'objects',
    emoji: words(
      '📱 💻 📷 📺 ⏰ 💡 📚 📖 ✏️ 📝 📎 📌 📅 ✉️ 📦 🔑 ' + '🏠 🏡 🚗 🚌 🚆 ✈️ 🚀 ⛵ 🛒 💊 🩺 🧸 👓 👗 👟 🎒',
    ),
  },
  {
    key: 'symbols',
    emoji: words('✅ ❌ ❓ ❗ ‼️ ⚠️ 🚫 💯 🔔 🎵 ➕ ➖ ➡️ ⬅️ ⬆️ ⬇️ ' + '🔄 🆗 🆕 🆘 💤 💬 💭 ✨ ⚡ 🌟 💥 ♻️'),
  },
];

/** How many recently picked emoji the picker keeps (one row of the grid). */
export const RECENT_EMOJI_MAX = 8;
const RECENT_KEY = 'krug.chat.recentEmoji';

/** The recently picked emoji, newest first (this browser's localStorage; empty when unavailable). */
export function recentEmoji(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list)
      ? list.filter((e): e is string => typeof e === 'string').slice(0, RECENT_EMOJI_MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts an emoji first in the recent row (once), keeping at most RECENT_EMOJI_MAX. */
export function rememberEmoji(emoji: string): string[] {
  const list = [emoji, ...recentEmoji().filter((e) => e !== emoji)].slice(0, RECENT_EMOJI_MAX);
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Private mode or a full quota: the recent row lives for this picker only.
  }
  return list;
}

/** The text with `emoji` put in place of the selection [start, end), and the caret after it. */
export function insertAt(text: string, start: number, end: number, emoji: string) {
  return { text: text.slice(0, start) + emoji + text.slice(end), caret: start + emoji.length };
}
