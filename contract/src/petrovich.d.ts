// Types for the parts of `petrovich` (Russian names by case) that contract/src/russian-names.ts uses.
declare module 'petrovich' {
  type Gender = 'male' | 'female' | 'androgynous';
  type Case = 'nominative' | 'genitive' | 'dative' | 'accusative' | 'instrumental' | 'prepositional';
  interface Inflector {
    first: Record<Case, (name: string) => string>;
  }
  const petrovich: Record<Gender, Inflector> & {
    detect_gender(middleName: string): Gender;
  };
  export default petrovich;
}
