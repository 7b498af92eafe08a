/** The eight modules of the top bar, their colours, and the display ⇄ backend mapping of spec §9. */
export const MODULES = [
  'family',
  'news',
  'journal',
  'services',
  'organizations',
  'marketplace',
  'finance',
  'events',
] as const;
export type ModuleKey = (typeof MODULES)[number];

export const SOURCE_MODULES = [
  'family',
  'community',
  'personal',
  'business',
  'work',
  'education',
  'health',
  'government',
] as const;
export type SourceModule = (typeof SOURCE_MODULES)[number];

/** Default module colour (green) per spec §9. */
export const DEFAULT_MODULE_COLOR = '#059669';

export const MODULE_INFO: Record<ModuleKey, { label: string; color: string }> = {
  family: { label: 'Семья', color: DEFAULT_MODULE_COLOR },
  news: { label: 'Новости', color: '#1D4ED8' },
  journal: { label: 'Журнал', color: '#7E22CE' },
  services: { label: 'Сервисы', color: '#0891B2' },
  organizations: { label: 'Организации', color: '#EA580C' },
  marketplace: { label: 'Маркетплейс', color: '#BE185D' },
  finance: { label: 'Финансы', color: '#A16207' },
  events: { label: 'События', color: '#DC2626' },
};

const DISPLAY_TO_SOURCE: Record<ModuleKey, SourceModule> = {
  family: 'family',
  organizations: 'work',
  services: 'business',
  marketplace: 'business',
  finance: 'business',
  news: 'community',
  events: 'community',
  journal: 'personal',
};

const SOURCE_TO_DISPLAY: Record<SourceModule, ModuleKey> = {
  family: 'family',
  community: 'news',
  personal: 'journal',
  business: 'services',
  work: 'organizations',
  education: 'journal',
  health: 'journal',
  government: 'organizations',
};

/** Displayed module → backend `source_module`. */
export function toSourceModule(module: ModuleKey): SourceModule {
  return DISPLAY_TO_SOURCE[module];
}

/** Backend `source_module` → displayed module. */
export function toDisplayModule(source: SourceModule): ModuleKey {
  return SOURCE_TO_DISPLAY[source];
}

/** Every backend value that is shown as this display module (e.g. journal ← personal, education, health). */
export function sourceModulesShownAs(module: ModuleKey): SourceModule[] {
  return SOURCE_MODULES.filter((s) => SOURCE_TO_DISPLAY[s] === module);
}

export function isModuleKey(value: string): value is ModuleKey {
  return (MODULES as readonly string[]).includes(value);
}
