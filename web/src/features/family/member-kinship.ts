import type { FamilyMember, FamilyProfile } from '@krug/contract/family';
import { kinship as kinshipOf } from '@krug/contract/kinship';
import { genderOfFirstName } from '@krug/contract/russian-names';
import { useTranslation } from 'react-i18next';
import { useLabel } from '../../i18n/labels.ts';
import { memberLabel } from './member-label.ts';
import { useFamilyTree, useKinship } from './tree-api.ts';
import './texts.ts';

type Shown = Pick<FamilyMember, 'id' | 'relationship' | 'role'>;

const capital = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);

/**
 * What each member is to the viewer (issue 32 item 3): «Вы», «Мама», «Сын», «Тёща», «Бабушка»…
 * from the family tree's kinship paths where the viewer is a member and the path is known, else
 * the stored relationship or role (what they are to the family). One tree request per family.
 */
export function useMemberLabel(family: Pick<FamilyProfile, 'id' | 'is_user_member'>) {
  const { t } = useTranslation('family');
  const label = useLabel();
  const kinshipWord = useKinship();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const tree = useFamilyTree(family.id, family.is_user_member).data;
  return (m: Shown): string => {
    if (tree) {
      if (m.id === tree.me) return t('family.you');
      const person = tree.people.find((p) => p.id === m.id);
      // A relative entered by name may have no gender: the first name usually tells («Иван» — сын).
      const word = person?.path
        ? person.gender
          ? kinshipWord(person)
          : kinshipOf(person.path, genderOfFirstName(person.first_name), lang)
        : null;
      if (word) return capital(word);
    }
    return memberLabel(label, m);
  };
}
